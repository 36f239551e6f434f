// Reads one token file strictly, for the build and for the browser (the theme studio checks pasted
// or uploaded JSON with the same rules): no Node imports. What JSON.parse would let through
// silently fails here instead, naming the file and the token path: invalid UTF-8 (it would become
// U+FFFD in the CSS and the TypeScript keys), a key given twice in one object (JSON keeps the last),
// and sizes no real design system reaches (a deep or huge file would exhaust the stack or the
// memory of every later step).
// @ts-check
import { createScanner } from 'jsonc-parser';
import { parseJsonWithLocation } from './json-location.mjs';

/** @typedef {import('./token-tree.mjs').TokenError} TokenError */

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

// jsonc-parser's SyntaxKind is a `const enum`, erased from its JavaScript.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const STRING = 10;
const EOF = 17;

/**
 * @param {Uint8Array | string} source the file's bytes, or text already decoded (a paste in the browser)
 * @param {string} file the name used in messages, e.g. `tokens/color.json`
 * @returns {{ ok: true, data: unknown } | { ok: false, errors: TokenError[] }}
 */
export function readTokenFile(source, file) {
  const fail = (/** @type {TokenError[]} */ errors) => ({ ok: /** @type {const} */ (false), errors });
  const size = typeof source === 'string' ? utf8Length(source) : source.byteLength;
  if (size > TOKEN_FILE_LIMITS.bytes) {
    return fail([{ file, message: `the file is ${megabytes(size)}; a token file may hold at most ${megabytes(TOKEN_FILE_LIMITS.bytes)} (split it by group)` }]);
  }
  const decoded = decode(source);
  if (!decoded.ok) {
    const at = firstString(decoded.text, (s) => s.includes('\uFFFD') || LONE_SURROGATE.test(s));
    return fail([{ file, ...(at?.path ? { path: at.path } : {}), message: `${decoded.problem}${at ? ` (line ${at.line})` : ''}; save it as UTF-8` }]);
  }
  const parsed = parseJsonWithLocation(decoded.text);
  if (!parsed.ok) return fail([{ file, message: `invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}` }]);
  const errors = structureErrors(decoded.text, file);
  return errors.length > 0 ? fail(errors) : { ok: true, data: parsed.data };
}

const LONE_SURROGATE = /\p{Cs}/u;

/** @param {Uint8Array | string} source @returns {{ ok: true, text: string } | { ok: false, text: string, problem: string }} */
function decode(source) {
  if (typeof source === 'string') {
    return LONE_SURROGATE.test(source) ? { ok: false, text: source, problem: 'the text is not valid Unicode (a lone surrogate)' } : { ok: true, text: source };
  }
  // ignoreBOM keeps a byte order mark in the text, where JSON.parse rejects it as Style Dictionary's reader would.
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(source) };
  } catch {
    return { ok: false, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(source), problem: 'the file is not valid UTF-8' };
  }
}

/** @param {string} text */
function utf8Length(text) {
  // Each UTF-16 unit is at most 3 bytes of UTF-8: short texts need no encoding to be under the limit.
  return text.length * 3 <= TOKEN_FILE_LIMITS.bytes ? text.length : new TextEncoder().encode(text).byteLength;
}

/** @param {number} bytes */
const megabytes = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * @typedef {{ isObject: boolean, keys: Map<string, number> | undefined, key: string, index: number, expectKey: boolean }} Frame
 *   one open object (the keys seen with their line, the current key) or array (the current index)
 */

/**
 * Where the scanner stands, as a token path: names up to the first `$` key or array index (a token's
 * `$value` or a shadow layer belong to the token).
 * @param {Frame[]} stack @param {number} [levels] how many frames count (default: all)
 */
function tokenPath(stack, levels = stack.length) {
  /** @type {string[]} */
  const names = [];
  for (const frame of stack.slice(0, levels)) {
    if (!frame.isObject || frame.key.startsWith('$')) break;
    names.push(frame.key);
  }
  return names.join('.');
}

/**
 * Walks the strings of a JSON text with jsonc-parser's scanner, keeping the path to each: a loop with
 * its own stack, not a recursive parser, because a file of nested brackets under the size limit is
 * still hundreds of thousands deep. Stops at the depth limit (calling `tooDeep`) or when `onString`
 * returns false. Tolerant of broken JSON, as the scanner is.
 * @param {string} text
 * @param {{ onString: (value: string, key: { firstLine?: number } | undefined, stack: Frame[], line: number) => boolean | void,
 *   tooDeep?: (stack: Frame[], line: number) => void }} visit `key` is set when the string is a key, with the line where the same object already had it
 */
function scanStrings(text, { onString, tooDeep }) {
  const scanner = createScanner(text, true);
  /** @type {Frame[]} */
  const stack = [];
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    const top = stack.length > 0 ? stack[stack.length - 1] : undefined;
    const line = scanner.getTokenStartLine() + 1;
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      if (stack.length >= TOKEN_FILE_LIMITS.depth) return tooDeep?.(stack, line);
      stack.push({ isObject: kind === OPEN_BRACE, keys: undefined, key: '', index: 0, expectKey: kind === OPEN_BRACE });
    } else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      stack.pop();
    } else if (kind === COMMA && top) {
      if (top.isObject) top.expectKey = true;
      else top.index++;
    } else if (kind === COLON && top) {
      top.expectKey = false;
    } else if (kind === STRING) {
      const value = scanner.getTokenValue();
      /** @type {{ firstLine?: number } | undefined} */
      let key;
      if (top !== undefined && top.expectKey) {
        top.keys ??= new Map();
        key = { firstLine: top.keys.get(value) };
        if (key.firstLine === undefined) top.keys.set(value, line);
        top.key = value;
      }
      if (onString(value, key, stack, line) === false) return;
    }
  }
}

/**
 * Duplicate keys, nesting depth and string lengths of a text JSON.parse accepted.
 * @param {string} text @param {string} file
 * @returns {TokenError[]}
 */
function structureErrors(text, file) {
  /** @type {TokenError[]} */
  const errors = [];
  const report = (/** @type {string} */ path, /** @type {string} */ message) => errors.push({ file, ...(path ? { path } : {}), message });
  scanStrings(text, {
    tooDeep: (stack, line) => report(tokenPath(stack), `nested more than ${TOKEN_FILE_LIMITS.depth} levels deep (line ${line}); no token file needs that many`),
    onString: (value, key, stack, line) => {
      if (value.length > TOKEN_FILE_LIMITS.stringLength) {
        // A long name is reported at its group: the path would repeat the whole name.
        const path = tokenPath(stack, key ? stack.length - 1 : stack.length);
        report(path, `a ${key ? 'name' : 'string'} of ${value.length} characters (line ${line}); the limit is ${TOKEN_FILE_LIMITS.stringLength}`);
      }
      if (key?.firstLine !== undefined) {
        report(tokenPath(stack), `${JSON.stringify(value)} is given twice in one object (lines ${key.firstLine} and ${line}); JSON keeps only the last, so the other would be dropped silently`);
      }
    },
  });
  return errors;
}

/**
 * The first string (key or value) that `test` accepts, with its token path and line: where a text
 * that failed to decode went wrong.
 * @param {string} text @param {(s: string) => boolean} test
 * @returns {{ path: string, line: number } | undefined}
 */
function firstString(text, test) {
  /** @type {{ path: string, line: number } | undefined} */
  let found;
  scanStrings(text, {
    onString: (value, key, stack, line) => {
      if (!test(value)) return true;
      found = { path: tokenPath(stack, key ? stack.length - 1 : stack.length), line };
      return false;
    },
  });
  return found;
}
