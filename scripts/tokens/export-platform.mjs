// Transforms and resolves one platform's tokens in a single pass, then hands them to Style
// Dictionary's own formats. Style Dictionary 4's `getPlatformTokens` gives the same dictionary, but
// its transform/resolve loop is quadratic: it re-walks and re-clones the whole token tree once per
// level of the deepest reference chain, and looks every token up in arrays of every other one
// (`transformedPropRefs.indexOf`, `ignorePaths.indexOf`). Version 5 reworks this around a Map but
// needs Node 22. Here each token is transformed once, after the tokens it references, which is the
// order that loop converges to; export-platform.test.mjs checks the result equals Style Dictionary's.
// @ts-check
import { resolveReferences } from 'style-dictionary/utils';

// Style Dictionary's default reference syntax. Its `usesReferences` builds a new RegExp per call,
// which was the largest single cost once the loop was gone.
const REFERENCE = /\{([^}]+)\}/g;
const HAS_REFERENCE = /\{[^}]+\}/;

/** Style Dictionary's usesReferences: a reference in a string, or in any member of an object or array. @param {unknown} value @returns {boolean} */
function usesReferences(value) {
  if (typeof value === 'string') return HAS_REFERENCE.test(value);
  if (value && typeof value === 'object') {
    for (const key in value) if (Object.hasOwn(value, key) && usesReferences(/** @type {any} */ (value)[key])) return true;
  }
  return false;
}

/** @param {unknown} value @returns {value is Record<string, any>} */
const isPlainObject = (value) => Object.prototype.toString.call(value) === '[object Object]';

/** A copy of JSON-like data (what token files hold): cheaper than structuredClone for small values. @param {any} value @returns {any} */
function copy(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy);
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key in value) if (Object.hasOwn(value, key)) out[key] = copy(value[key]);
  return out;
}

/** Whether a string anywhere in a value holds "{". @param {unknown} value @returns {boolean} */
function hasBrace(value) {
  if (typeof value === 'string') return value.includes('{');
  if (value && typeof value === 'object') {
    for (const key in value) if (Object.hasOwn(value, key) && hasBrace(/** @type {any} */ (value)[key])) return true;
  }
  return false;
}

/**
 * The dictionary `sd.getPlatformTokens(platform)` returns ({ tokens, allTokens, tokenMap }), computed
 * in time linear in the number of tokens and references. With `keep`, only the tokens it accepts
 * and the tokens they reference (at any depth) are computed: enough for files that show only those,
 * as a theme's own file does.
 * @param {import('style-dictionary').default} sd an initialised instance using DTCG tokens
 * @param {string} platform
 * @param {{ keep?: (token: any) => boolean }} [opts] called with the source token and its `path`
 */
export async function exportPlatform(sd, platform, { keep } = {}) {
  await sd.hasInitialized;
  if (!sd.usesDtcg) throw new Error('exportPlatform: expects DTCG tokens ($value)');
  const config = sd.getPlatformConfig(platform);
  if (sd.shouldRunExpansion(config.expand)) throw new Error(`exportPlatform: ${platform} sets "expand", which this exporter does not implement`);
  const options = sd.options; // a getter that deep-merges every hook: read once
  const hooks = /** @type {any} */ (sd.hooks);

  /** @type {any} */
  let source = sd.tokens;
  for (const name of config.preprocessors ?? []) {
    const preprocessor = hooks.preprocessors?.[name];
    if (preprocessor) source = await preprocessor(source, config);
  }

  // The output tree has the source's shape: new group objects, other group members copied, every
  // token slot filled once its token is final. References are looked up in it.
  /** @type {Record<string, any>} */
  const tree = {};
  /** @type {{ token: any, key: string, path: string[], id: string, parent: Record<string, any> }[]} */
  const entries = [];
  // Whether any string but a token's $value holds a brace, which Style Dictionary would resolve too.
  let bracesElsewhere = false;
  const walk = (/** @type {Record<string, any>} */ node, /** @type {Record<string, any>} */ out, /** @type {string[]} */ at) => {
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      if (isPlainObject(child) && Object.hasOwn(child, '$value')) {
        const tokenPath = [...at, key];
        entries.push({ token: child, key, path: tokenPath, id: tokenPath.join('.'), parent: out });
        out[key] = undefined;
        for (const field in child) if (field !== '$value' && Object.hasOwn(child, field) && hasBrace(child[field])) bracesElsewhere = true;
      } else if (isPlainObject(child)) {
        walk(child, (out[key] = {}), [...at, key]);
      } else {
        out[key] = copy(child);
        if (hasBrace(child)) bracesElsewhere = true;
      }
    }
  };
  walk(source, tree, []);

  const byPath = new Map(entries.map((entry) => [entry.id, entry]));
  /** The token a reference points into: `{a.b}`, `{a.b.$value}` or a member of a composite value. */
  const target = (/** @type {string} */ reference) => {
    const parts = reference.trim().split('.');
    for (let length = parts.length; length > 0; length--) {
      const entry = byPath.get(parts.slice(0, length).join('.'));
      if (entry) return entry;
    }
    return undefined;
  };
  const referencesOf = (/** @type {any} */ entry) => {
    /** @type {any[]} */
    const found = [];
    const visit = (/** @type {unknown} */ value) => {
      if (typeof value === 'string') {
        for (const match of value.matchAll(REFERENCE)) {
          const hit = target(String(match[1]));
          if (!hit) throw new Error(`${entry.path.join('.')} tries to reference ${String(match[1]).trim()}, which is not defined.`);
          found.push(hit);
        }
      } else if (value && typeof value === 'object') {
        for (const key in value) if (Object.hasOwn(value, key)) visit(/** @type {any} */ (value)[key]);
      }
    };
    visit(entry.token.$value);
    return found;
  };

  // Depth-first post-order without recursion, so a chain thousands deep cannot overflow the stack.
  /** @type {Map<any, 'open' | 'done'>} */
  const state = new Map();
  /** @type {any[]} */
  const order = [];
  const roots = keep ? entries.filter((entry) => keep({ ...entry.token, path: entry.path })) : entries;
  for (const root of roots) {
    if (state.has(root)) continue;
    /** @type {{ entry: any, next: any[] }[]} */
    const stack = [{ entry: root, next: referencesOf(root) }];
    state.set(root, 'open');
    while (stack.length > 0) {
      const top = /** @type {{ entry: any, next: any[] }} */ (stack[stack.length - 1]);
      const dependency = top.next.pop();
      if (dependency === undefined) {
        stack.pop();
        state.set(top.entry, 'done');
        order.push(top.entry);
      } else if (state.get(dependency) === 'open') {
        throw new Error(`Circular definition cycle: ${[...stack.map((s) => s.entry.path.join('.')), dependency.path.join('.')].join(', ')}`);
      } else if (!state.has(dependency)) {
        state.set(dependency, 'open');
        stack.push({ entry: dependency, next: referencesOf(dependency) });
      }
    }
  }

  for (const entry of order) {
    let token = setUp(entry.token, entry.key, entry.path);
    if (usesReferences(token.$value)) {
      token.$value = resolveValue(token.$value, tree, byPath);
    }
    const transformed = transformToken(token, config, options, sd.volume);
    token = transformed && typeof transformed.then === 'function' ? await transformed : transformed;
    if (typeof token.name === 'string' && token.name.includes('{')) bracesElsewhere = true;
    entry.parent[entry.key] = token;
  }
  if (keep) for (const entry of entries) if (state.get(entry) !== 'done') delete entry.parent[entry.key];
  // Style Dictionary also resolves references in every other string of the tree (descriptions,
  // extensions), skipping `original`. The validator keeps braces out of names and descriptions, so
  // this walk is usually not needed.
  if (bracesElsewhere) resolveRest(tree, tree);

  // convertTokenData's array and map, built from the entries, which are in tree order.
  const allTokens = entries.filter((entry) => !keep || state.get(entry) === 'done').map((entry) => ({ ...entry.parent[entry.key], key: `{${entry.id}}` }));
  const tokenMap = new Map(allTokens.map((token) => [token.key, token]));
  return { tokens: tree, allTokens, tokenMap };
}

/**
 * Style Dictionary's tokenSetup, on a copy: the source tree is shared by every platform. Transforms
 * replace a token's fields rather than edit them, so a shallow copy with its own `$value` will do.
 * @param {any} source @param {string} name @param {string[]} tokenPath this export's own array, kept as the token's path
 */
function setUp(source, name, tokenPath) {
  if (source.original) return { ...source, $value: copy(source.$value) };
  const original = copy(source);
  delete original.filePath;
  delete original.isSource;
  return {
    ...source,
    $value: copy(source.$value),
    original,
    name: source.name || name || '',
    attributes: source.attributes || {},
    path: tokenPath,
  };
}

const ALIAS = /^\{([^{}]+)\}$/;
const NEEDS_RESOLVER = /[{$]/;

/**
 * What Style Dictionary's resolveReferences gives for a value whose referenced tokens are final. A
 * value that is one whole reference to a token whose value is a number, or a string without braces
 * (nothing left to resolve) or `$` (String#replace would read it as a pattern), is that value, as the
 * resolver returns it; that is two thirds of a large set, and the resolver compiles a regular
 * expression per call. Everything else goes to the resolver.
 * @param {unknown} value @param {Record<string, any>} tree @param {Map<string, { parent: Record<string, any>, key: string }>} byPath
 * @returns {unknown}
 */
function resolveValue(value, tree, byPath) {
  if (typeof value === 'string') {
    if (!value.includes('{')) return value;
    const alias = ALIAS.exec(value);
    const entry = alias ? byPath.get(String(alias[1]).trim()) : undefined;
    const resolved = entry?.parent[entry.key]?.$value;
    if (typeof resolved === 'number' || (typeof resolved === 'string' && !NEEDS_RESOLVER.test(resolved))) return resolved;
    return resolveReferences(value, tree, { usesDtcg: true });
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, tree, byPath));
  if (value && typeof value === 'object') {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key in value) if (Object.hasOwn(value, key)) out[key] = resolveValue(/** @type {any} */ (value)[key], tree, byPath);
    return out;
  }
  return value;
}

/** @param {Record<string, any>} node @param {Record<string, any>} tree */
function resolveRest(node, tree) {
  for (const key in node) {
    if (!Object.hasOwn(node, key) || key === 'original') continue;
    const value = node[key];
    if (typeof value === 'string' && value.includes('{')) node[key] = resolveReferences(value, tree, { usesDtcg: true });
    else if (value && typeof value === 'object') resolveRest(value, tree);
  }
}

/**
 * Style Dictionary 4's transformToken: name and attribute transforms always; value transforms on a
 * literal value, and on a resolved reference only when `transitive`.
 * @param {any} token @param {any} config @param {any} options @param {any} volume
 */
function transformToken(token, config, options, volume) {
  // Style Dictionary clones here; `token` is already a private copy (setUp), so this works on it.
  const wasReference = usesReferences(token.original.$value);
  /** @type {any[]} */
  const transforms = config.transforms ?? [];
  /** @param {any} transform @param {unknown} output */
  const apply = (transform, output) => {
    if (transform.type === 'name') token.name = output;
    if (transform.type === 'value') {
      if (output === undefined) throw new Error(`exportPlatform: transform ${transform.name ?? ''} deferred ${token.path.join('.')}, which this exporter does not support`);
      token.$value = output;
    }
    if (transform.type === 'attribute') token.attributes = Object.assign({}, token.attributes, output);
  };
  /** @param {number} from @returns {any} the token, or a promise of it once an async transform is met */
  const run = (from) => {
    for (let i = from; i < transforms.length; i++) {
      const transform = transforms[i];
      if (transform.filter && !transform.filter(token, options)) continue;
      if (transform.type === 'value' && wasReference && !transform.transitive) continue;
      if (!['name', 'value', 'attribute'].includes(transform.type)) continue;
      const output = transform.transform(token, config, options, volume);
      // Built-in and project transforms are synchronous; awaiting each would cost a microtask per
      // token and transform, so only a real promise is awaited.
      if (output && typeof output.then === 'function') return output.then((/** @type {unknown} */ value) => (apply(transform, value), run(i + 1)));
      apply(transform, output);
    }
    return token;
  };
  return run(0);
}

/**
 * One platform's files from a dictionary, as `sd.buildPlatform` makes them, through Style Dictionary's
 * own `formatFile` (formats, file headers, options), kept in memory: the build writes them only once
 * every theme has passed (see sync-dir.mjs).
 * @param {import('style-dictionary').default} sd @param {string} platform @param {any} dictionary
 * @returns {Promise<{ destination: string, output: string }[]>} destinations under the platform's buildPath
 */
export async function formatPlatform(sd, platform, dictionary) {
  const config = sd.getPlatformConfig(platform);
  if ((config.actions ?? []).length > 0) throw new Error(`formatPlatform: ${platform} has actions, which this builder does not run`);
  /** @type {{ destination: string, output: string }[]} */
  const files = [];
  for (const file of config.files ?? []) {
    const { output, destination } = await sd.formatFile(file, config, dictionary);
    if (typeof output === 'string' && destination) files.push({ destination, output });
  }
  return files;
}
