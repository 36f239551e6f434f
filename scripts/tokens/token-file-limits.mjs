// The limits of one token file, in a module of their own: the tree walker checks the depth too, and
// importing them from the reader would bring its JSON scanner (jsonc-parser) into every bundle that
// walks a token tree.
// @ts-check

/**
 * Limits of one token file, documented in docs/tokens.md. A large real system (thousands of tokens in
 * one file, pretty-printed) stays under a megabyte, nests five or six levels and writes strings of a
 * few dozen characters.
 */
export const TOKEN_FILE_LIMITS = Object.freeze({
  /** bytes of the file (2 MB) */
  bytes: 2_000_000,
  /** objects and arrays inside each other, counting the file's root object as 1 */
  depth: 32,
  /** characters of any one string: a name, a value, a description */
  stringLength: 10_000,
});
