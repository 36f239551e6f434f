// What a token or group may be called, and the one way a name becomes an identifier in generated
// code. Names end up as object keys and export names in build/ts/*.ts (which the site runs and
// @motion-kit/tokens ships), as CSS custom property names and in review output, so they are held to a
// pattern that cannot mean anything in any of those places. Browser-safe: no Node imports.
// @ts-check

/** Letters, digits, "-" and "_": enough for every real token name (`gray`, `500`, `2xl`, `z-index`, `line_height`). */
export const NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const NAME_RULE = `names may hold only letters (A-Z, a-z), digits, "-" and "_" (${NAME_PATTERN})`;

// Keys JavaScript gives meaning to: Style Dictionary's merge skips `__proto__` (the token silently
// vanishes), and an object literal `{ "__proto__": … }` sets the prototype instead of a key.
export const RESERVED_NAMES = ['__proto__', 'constructor', 'prototype'];

/**
 * Why `name` cannot name a token or group, or undefined when it can.
 * @param {string} name
 */
export function nameProblem(name) {
  if (RESERVED_NAMES.includes(name)) return `"${name}" is reserved in JavaScript and cannot name a token or group (Style Dictionary would drop it silently)`;
  if (!NAME_PATTERN.test(name)) return `${JSON.stringify(name)} is not a valid name: ${NAME_RULE}`;
  return undefined;
}

/**
 * `name` itself when it is a valid name; throws otherwise. Generators call it on every name they
 * write, so a name that slipped past the validator (or a generator called directly) stops the build
 * instead of becoming code.
 * @param {string} name
 * @returns {string}
 */
export function checkedName(name) {
  const problem = nameProblem(String(name));
  if (problem) throw new Error(`token name refused: ${problem}`);
  return name;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The export name of a top-level group in generated TypeScript: `motion` → `motionTokens`,
 * `z-index` → `zIndexTokens`, `2xl` → `_2xlTokens`. The only function that turns a name into an
 * identifier; it throws unless the name is valid and the result is an identifier.
 * @param {string} group
 */
export function groupExportName(group) {
  const camel = checkedName(group)
    .replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())
    .replaceAll('-', '_');
  const identifier = `${/^[0-9]/.test(camel) ? '_' : ''}${camel}Tokens`;
  if (!IDENTIFIER.test(identifier)) throw new Error(`token name refused: ${JSON.stringify(group)} gives no identifier`);
  return identifier;
}

// Lowercase words of letters and digits joined by single hyphens: change-case's kebabCase (behind
// Style Dictionary's `name/kebab`) splits a path at those hyphens and at the spaces it puts between
// names, and joins the words with hyphens, so joining the names with hyphens is its answer. Its regular
// expressions were a large part of a 20,000-token build; kebab.test.mjs compares the two.
const PLAIN_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The kebab-case CSS name of a path whose names are all plain, as `name/kebab` (without a prefix) gives
 * it; undefined for any other path, which needs change-case.
 * @param {readonly string[]} path
 */
export function plainKebabName(path) {
  return path.every((name) => PLAIN_NAME.test(name)) ? path.join('-') : undefined;
}
