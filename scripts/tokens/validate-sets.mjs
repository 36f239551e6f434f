// Validates parsed token files as they will be merged in each build scope, so that every problem is
// reported at once and names its file and token path (Style Dictionary's own errors name neither, and
// stop at the first). Browser-safe and pure: the build (validate.mjs) and the theme studio call it on
// files read by readTokenFile (read-token-file.mjs).
// @ts-check
import { walkTokenFile } from './token-tree.mjs';
import { groupExportName } from './token-names.mjs';
import { ALLOWED_TYPES, checkValue } from './token-values.mjs';
import { findCycles, isAlias, referencesIn } from './references.mjs';
import { springErrors } from './spring.mjs';

/**
 * @typedef {import('./token-tree.mjs').TokenError} TokenError
 * @typedef {import('./token-tree.mjs').TokenEntry} TokenEntry
 * @typedef {{ file: string, data: unknown }} ParsedFile
 * @typedef {{ name: string, files: string[], theme?: string, themeFile?: string }} Scope one Style Dictionary run: files in merge order
 *   (files missing from `files`, e.g. unparseable ones, make the scope incomplete: no "does not exist" errors)
 */

/**
 * @param {{ files: ParsedFile[], scopes: Scope[], cssName: (path: string[]) => string }} input
 *   `cssName`: the CSS platform's name transform (Style Dictionary's `name/kebab` in the build)
 * @returns {TokenError[]}
 */
export function validateTokenSets({ files, scopes, cssName: toCssName }) {
  // Every base token is checked once per theme scope; its CSS name is the same each time.
  /** @type {Map<string, string>} */
  const cssNames = new Map();
  const cssName = (/** @type {string[]} */ tokenPath) => {
    const id = tokenPath.join('.');
    let name = cssNames.get(id);
    if (name === undefined) cssNames.set(id, (name = toCssName(tokenPath)));
    return name;
  };
  const trees = new Map(files.map(({ file, data }) => [file, walkTokenFile(file, data)]));
  // A base token is checked in every theme scope, and a palette repeats values: each (type, value) of
  // a string or number is checked once.
  /** @type {Map<string, string[]>} */
  const checkedValues = new Map();
  const valueCheck = (/** @type {string} */ type, /** @type {unknown} */ value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return checkValue(type, value);
    const key = `${type}\u0000${typeof value}\u0000${value}`;
    let problems = checkedValues.get(key);
    if (problems === undefined) checkedValues.set(key, (problems = checkValue(type, value)));
    return problems;
  };
  /** @type {Map<string, TokenError>} keyed so a base file checked in every theme scope reports once */
  const found = new Map();
  const report = (/** @type {TokenError} */ e) => found.set(`${e.file}|${e.path}|${e.message}`, e);

  for (const tree of trees.values()) tree.errors.forEach(report);
  // Spring physics in $extensions (see spring.mjs): a check of its own, on the raw files.
  for (const { file, data } of files) springErrors(file, data).forEach(report);
  const everywhere = new Set([...trees.values()].flatMap((t) => t.tokens.map((token) => token.id)));
  for (const scope of scopes) {
    const inScope = scope.files.map((file) => trees.get(file)).filter((t) => t !== undefined);
    // A file that did not parse hides its tokens; "missing" references would only be noise.
    const complete = inScope.length === scope.files.length;
    checkScope({ scope, trees: inScope, everywhere, complete, cssName, checkValue: valueCheck, report });
  }
  if (scopes.every((s) => s.files.every((f) => trees.has(f)))) checkThemeParity(scopes, trees, report);
  // Grouped by file so a designer can fix one file at a time.
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Types, values, references, cycles and name collisions within one build scope.
 * @param {{ scope: Scope, trees: import('./token-tree.mjs').FileTree[], everywhere: Set<string>, complete: boolean,
 *   cssName: (path: string[]) => string, checkValue: typeof import('./token-values.mjs').checkValue, report: (e: TokenError) => void }} args
 */
function checkScope({ scope, trees, everywhere, complete, cssName, checkValue, report }) {
  const tokens = trees.flatMap((t) => t.tokens);
  // Style Dictionary deep-merges the files, so a group's $type may come from another file.
  /** @type {Map<string, unknown>} */
  const groupTypes = new Map(trees.flatMap((t) => [...t.groupTypes]));
  /** @type {Map<string, TokenEntry>} */
  const byId = new Map();
  /** @type {Map<string, TokenEntry>} */
  const byCssName = new Map();
  /** @type {Map<string, [TokenEntry, ...TokenEntry[]]>} */
  const collisions = new Map();
  for (const token of tokens) {
    byId.set(token.id, token);
    const name = cssName(token.path);
    const first = byCssName.get(name);
    if (!first) byCssName.set(name, token);
    else collisions.set(name, [...(collisions.get(name) ?? [first]), token]);
  }
  for (const [name, same] of collisions) reportCollision(name, same, report);
  checkExportNames(trees, report);

  for (const [id, type] of groupTypes) {
    if (typeof type === 'string' && !ALLOWED_TYPES.includes(type)) {
      for (const tree of trees.filter((t) => t.groupTypes.get(id) === type)) report({ file: tree.file, path: id, message: unknownType(type) });
    }
  }

  const typeOf = groupTypeResolver(groupTypes);
  /** @type {Map<string, string | undefined>} */
  const types = new Map(tokens.map((t) => [t.id, typeof t.ownType === 'string' ? t.ownType : typeOf(t.path.slice(0, -1).join('.'))]));
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const token of tokens) {
    const fail = (/** @type {string} */ message) => report({ file: token.file, path: token.id, message });
    const type = types.get(token.id);
    if (type === undefined) fail('no $type: set $type on the token or on a group around it');
    else if (token.ownType !== undefined && !ALLOWED_TYPES.includes(type)) fail(unknownType(type));

    const refs = referencesIn(token.value);
    graph.set(token.id, refs.filter((ref) => byId.has(ref)));
    for (const ref of refs.filter((r) => complete && !byId.has(r))) fail(missingReference(ref, tokens, everywhere.has(ref) ? scope : undefined));

    if (type && ALLOWED_TYPES.includes(type)) {
      if (isAlias(token.value)) {
        const target = String(token.value).slice(1, -1).trim();
        const targetType = types.get(target);
        if (targetType && targetType !== type) fail(`refers to {${target}}, a ${targetType} token, but is itself a ${type}`);
      } else if (!(typeof token.value === 'string' && refs.length > 0)) {
        checkValue(type, token.value).forEach(fail);
      }
    }
  }

  for (const cycle of findCycles(graph)) {
    const first = /** @type {TokenEntry} */ (byId.get(String(cycle[0])));
    report({ file: first.file, path: first.id, message: `reference cycle: ${cycle.map((id) => `{${id}}`).join(' → ')}` });
  }
}

/**
 * Each top-level group is an export of the generated TypeScript (groupExportName); two groups whose
 * names give the same export would not compile.
 * @param {import('./token-tree.mjs').FileTree[]} trees @param {(e: TokenError) => void} report
 */
function checkExportNames(trees, report) {
  /** @type {Map<string, { group: string, file: string }>} */
  const seen = new Map();
  for (const tree of trees) {
    for (const group of new Set(tree.tokens.map((t) => String(t.path[0])))) {
      const exportName = groupExportName(group);
      const first = seen.get(exportName);
      if (!first) seen.set(exportName, { group, file: tree.file });
      else if (first.group !== group) report({ file: tree.file, path: group, message: `gives the TypeScript export ${exportName}, as the group ${first.group} in ${first.file} does` });
    }
  }
}

/**
 * The `$type` a token in group `id` inherits: the nearest group's, each group looked up once.
 * @param {Map<string, unknown>} groupTypes
 */
function groupTypeResolver(groupTypes) {
  /** @type {Map<string, string | undefined>} */
  const resolved = new Map();
  /** @returns {string | undefined} */
  const typeOf = (/** @type {string} */ id) => {
    if (resolved.has(id)) return resolved.get(id);
    const own = groupTypes.get(id);
    const type = typeof own === 'string' ? own : id === '' ? undefined : typeOf(id.slice(0, Math.max(0, id.lastIndexOf('.'))));
    resolved.set(id, type);
    return type;
  };
  return typeOf;
}

/** @param {string} type */
const unknownType = (type) => `unknown $type "${type}" (allowed: ${ALLOWED_TYPES.join(', ')})`;

/**
 * @param {string} ref @param {TokenEntry[]} tokens
 * @param {Scope} [scope] named only when the token exists in another scope (a theme lacks it)
 */
function missingReference(ref, tokens, scope) {
  if (tokens.some((t) => t.id.startsWith(`${ref}.`))) return `refers to {${ref}}, which is a group, not a token`;
  return `refers to {${ref}}, which does not exist${scope ? ` in the ${scope.name} build` : ''}`;
}

/** @param {string} name @param {[TokenEntry, ...TokenEntry[]]} same @param {(e: TokenError) => void} report */
function reportCollision(name, same, report) {
  const [first, ...rest] = same;
  for (const token of rest) {
    const message =
      token.id === first.id
        ? `is defined twice: here and in ${first.file} (one would silently replace the other)`
        : `produces the CSS variable --${name}, as ${first.id} in ${first.file} does`;
    report({ file: token.file, path: token.id, message });
  }
}

/**
 * Each theme file must define the same tokens, or switching themes leaves a variable unset.
 * @param {Scope[]} scopes @param {Map<string, import('./token-tree.mjs').FileTree>} trees @param {(e: TokenError) => void} report
 */
function checkThemeParity(scopes, trees, report) {
  const themes = scopes.flatMap((s) => {
    const tree = s.themeFile ? trees.get(s.themeFile) : undefined;
    return tree ? [{ theme: s.theme, tree, ids: new Set(tree.tokens.map((t) => t.id)) }] : [];
  });
  for (const a of themes) {
    for (const b of themes.filter((t) => t !== a)) {
      for (const token of b.tree.tokens.filter((t) => !a.ids.has(t.id))) {
        report({ file: a.tree.file, path: token.id, message: `missing from the ${a.theme} theme: ${b.tree.file} defines it for ${b.theme}` });
      }
    }
  }
}
