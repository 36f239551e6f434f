// Walks one parsed DTCG file into its tokens and group types, reporting structural mistakes
// (unknown `$` keys, a token without `$value`, children under a token, bad names). Browser-safe.
// @ts-check
import { hasNonPrinting } from '../../src/lib/outputText.js';
import { NAME_PATTERN, nameProblem } from './token-names.mjs';
import { TOKEN_FILE_LIMITS } from './read-token-file.mjs';

/**
 * @typedef {{ file: string, path?: string, message: string }} TokenError
 * @typedef {{ file: string, id: string, path: string[], value: unknown, ownType?: unknown }} TokenEntry
 * @typedef {{ file: string, tokens: TokenEntry[], groupTypes: Map<string, unknown>, errors: TokenError[] }} FileTree
 */

// DTCG properties Style Dictionary 4 understands; `$extensions` and `$deprecated` pass through.
const TOKEN_KEYS = ['$value', '$type', '$description', '$extensions', '$deprecated'];
const GROUP_KEYS = ['$type', '$description', '$extensions', '$deprecated'];
// Old Style Dictionary (non-DTCG) spellings a designer may bring along from another project.
const LEGACY_KEYS = ['value', 'type', 'description', 'comment'];

const REFERENCE = /\{[^{}]+\}/g;

/**
 * What in a token string could break out of the place it is written to: a value ends up as a CSS
 * declaration inside a <style> element and in TypeScript; a description as a CSS comment. Returns
 * the problem as a sentence, or undefined when the text is safe.
 * @param {string} text @param {'value' | 'description'} where
 */
export function unsafeText(text, where) {
  const found = (/** @type {string} */ what, /** @type {string} */ why) => `${where === 'value' ? '$value' : '$description'} ${JSON.stringify(text)} contains ${what}, ${why}`;
  if (hasNonPrinting(text)) return found('a control character, line break or other non-printing character', 'which would split the generated line or hide text from a reviewer');
  if (text.includes('<')) return found('"<"', 'which could close the <style> element the CSS is inlined into (write "less than")');
  if (text.includes('*/')) return found('"*/"', `which would end the CSS comment${where === 'value' ? '' : ' the description is written into'}`);
  if (where === 'description') {
    if (text.includes('`')) return found('"`"', 'which would close the code span a review summary shows it in');
    if (/[{}]/.test(text)) return found('"{" or "}"', 'which Style Dictionary reads as a reference in every string of a token (it fails with no file or token named)');
    return undefined;
  }
  if (text.includes('/*')) return found('"/*"', 'which would start a CSS comment and hide the declarations after it');
  if (text.includes(';')) return found('";"', 'which would end the CSS declaration and start another');
  if (text.includes('\\')) return found('"\\"', 'which would escape the end of the CSS declaration');
  if (/[{}]/.test(text.replace(REFERENCE, ''))) return found('"{" or "}" outside a {reference}', 'which would open or close a CSS block');
  return undefined;
}

/** Every string inside a value: the value itself, a font list's names, a composite's fields. @param {unknown} value @returns {string[]} */
function stringsIn(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {string} file path relative to the project root, used in messages
 * @param {unknown} data the parsed JSON
 * @returns {FileTree}
 */
export function walkTokenFile(file, data) {
  /** @type {FileTree} */
  const tree = { file, tokens: [], groupTypes: new Map(), errors: [] };
  if (!isObject(data)) {
    tree.errors.push({ file, message: 'a token file must hold an object of groups and tokens' });
    return tree;
  }
  walk(file, data, [], tree);
  return tree;
}

/** @param {string} file @param {Record<string, unknown>} node @param {string[]} path @param {FileTree} tree */
function walk(file, node, path, tree) {
  const id = path.join('.');
  const at = id || '(file root)';
  const fail = (/** @type {string} */ message) => tree.errors.push({ file, path: at, message });
  const keys = Object.keys(node);
  const children = keys.filter((k) => !k.startsWith('$'));
  const isToken = '$value' in node;
  const allowed = isToken ? TOKEN_KEYS : GROUP_KEYS;

  for (const key of keys.filter((k) => k.startsWith('$') && !allowed.includes(k))) {
    fail(`unknown key "${key}" on a ${isToken ? 'token' : 'group'} (allowed: ${allowed.join(', ')})`);
  }
  if ('$type' in node && typeof node.$type !== 'string') fail(`$type must be a string, got ${JSON.stringify(node.$type)}`);
  if ('$description' in node && typeof node.$description !== 'string') fail('$description must be a string');
  const description = typeof node.$description === 'string' ? unsafeText(node.$description, 'description') : undefined;
  if (description) fail(description);

  if (isToken) {
    if (children.length > 0) fail(`a token cannot contain other tokens or groups (found "${children.join('", "')}")`);
    for (const text of stringsIn(node.$value)) {
      const problem = unsafeText(text, 'value');
      if (problem) fail(problem);
    }
    tree.tokens.push({ file, id, path, value: node.$value, ownType: node.$type });
    return;
  }
  if (path.length > 0 && children.length === 0) {
    fail('$value is missing: a token needs a $value, a group needs tokens inside it');
    return;
  }
  if (typeof node.$type === 'string') tree.groupTypes.set(id, node.$type);

  for (const key of children) {
    const child = node[key];
    const childPath = [...path, key];
    const problem = nameProblem(key);
    if (problem) {
      // A name off the pattern is quoted in the message; the path stops at the group around it.
      tree.errors.push({ file, path: NAME_PATTERN.test(key) ? childPath.join('.') : at, message: problem });
    } else if (childPath.length >= TOKEN_FILE_LIMITS.depth) {
      tree.errors.push({ file, path: childPath.join('.'), message: `nested more than ${TOKEN_FILE_LIMITS.depth} levels deep` });
    } else if (!isObject(child)) {
      const hint = LEGACY_KEYS.includes(key) ? ` Did you mean "$${key}"?` : '';
      tree.errors.push({ file, path: childPath.join('.'), message: `${JSON.stringify(child)} is neither a token nor a group: a token is an object with $value.${hint}` });
    } else {
      walk(file, child, childPath, tree);
    }
  }
}

/**
 * `node` with some members replaced or added, copying only what changes: `edit` is called with each
 * non-`$` member that is an object and calls `set` for what should differ. Untouched groups and tokens
 * are shared with `node`, so preprocessors can leave Style Dictionary's shared tree as it is without
 * cloning all of it for each platform.
 * @param {Record<string, any>} node
 * @param {(key: string, child: Record<string, any>, set: (name: string, value: unknown) => void) => void} edit
 * @returns {Record<string, any>}
 */
export function editMembers(node, edit) {
  let out = node;
  const set = (/** @type {string} */ name, /** @type {unknown} */ value) => {
    if (out[name] === value) return;
    if (out === node) out = { ...node };
    out[name] = value;
  };
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (!key.startsWith('$') && isObject(child)) edit(key, child, set);
  }
  return out;
}
