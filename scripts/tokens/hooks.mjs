// Style Dictionary hooks this project registers, each because no built-in covers it: a duration
// transform, two formats, a description preprocessor and the generated-file header.
// @ts-check
import StyleDictionary from 'style-dictionary';
import { convertTokenData, createPropertyFormatter, fileHeader, getReferences, usesReferences } from 'style-dictionary/utils';
import { checkContrast } from './contrast.mjs';
import { springCssTransform, springDurationPreprocessor, springTsTransform } from './spring.mjs';
import { checkedName, groupExportName, plainKebabName } from './token-names.mjs';
import { editMembers } from './token-tree.mjs';

const builtInKebab = /** @type {any} */ (StyleDictionary.hooks.transforms['name/kebab']);

/**
 * Style Dictionary's `name/kebab` (every platform names every token with it), answering plain names
 * without change-case (see plainKebabName) and every other name, or a prefixed one, through the
 * built-in transform.
 */
export const kebabNameTransform = {
  name: 'name/kebab',
  type: /** @type {const} */ ('name'),
  /** @param {any} token @param {any} config @param {any} options */
  transform: (token, config, options) => (config?.prefix ? undefined : plainKebabName(token.path)) ?? builtInKebab.transform(token, config, options),
};

/** Durations become numbers of milliseconds in TypeScript, ready for JS animation APIs. */
export const msNumberTransform = {
  name: 'time/ms-number',
  type: /** @type {const} */ ('value'),
  transitive: true,
  /** @param {any} token */
  filter: (token) => token.$type === 'duration',
  /** @param {any} token */
  transform: (token) => {
    const value = String(token.$value);
    return value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000;
  },
};

/**
 * Palette steps (color.gray.500) carry no description of their own; the docs page wants one on
 * every row, so tokens without `$description` take the nearest group's. Runs on the merged tree,
 * where group `$description`s are still present. Leaves the shared tree as it is (Style Dictionary
 * hands every platform the same one, and the CSS comments should stay per token), copying only the
 * tokens it gives a description and the groups above them.
 */
export const inheritDescriptionPreprocessor = {
  name: 'description/inherit-group',
  /** @param {any} shared */
  preprocessor: (shared) => {
    /** @returns {Record<string, any>} */
    const visit = (/** @type {Record<string, any>} */ node, /** @type {string | undefined} */ inherited) => {
      const description = typeof node.$description === 'string' ? node.$description : inherited;
      if ('$value' in node) return description === undefined || node.$description === description ? node : { ...node, $description: description };
      return editMembers(node, (key, child, set) => set(key, visit(child, description)));
    };
    return visit(shared, undefined);
  },
};

const WHOLE_REFERENCE = /^\{([^{}]+)\}$/;

/**
 * What getReferences gives for a value that is one whole reference to a token of `tokens` (the
 * file's own tree): that token, copied, with `ref`, its path. Undefined for anything else, a reference
 * to a filtered-out token among them (getReferences records a warning for those). Without options,
 * getReferences first drops a `.value` from the reference: such references go to it as well.
 * @param {unknown} value @param {any} tokens @returns {any[] | undefined}
 */
function wholeReference(value, tokens) {
  const match = typeof value === 'string' ? WHOLE_REFERENCE.exec(value) : null;
  if (!match) return undefined;
  const variable = String(match[1]).trim();
  if (variable.includes('.value')) return undefined;
  const pathName = variable.split('.');
  let ref = tokens;
  for (const part of pathName) {
    if (typeof ref[part] === 'undefined') return undefined;
    ref = ref[part];
  }
  return [{ ...ref, ref: pathName }];
}

/**
 * Style Dictionary's getReferences with the options its css formats pass, each value looked up once:
 * the sort and the property formatter of one file ask for the same values. A whole-value reference
 * is answered by wholeReference: getReferences compiles a regular expression per call.
 * @param {any} tokens @param {any} unfilteredTokens
 * @returns {(value: unknown) => any[]}
 */
function referenceLookup(tokens, unfilteredTokens) {
  /** @type {Map<unknown, any[]>} */
  const cache = new Map();
  return (value) => {
    let refs = cache.get(value);
    if (!refs) {
      refs = wholeReference(value, tokens) ?? getReferences(/** @type {any} */ (value), tokens, { unfilteredTokens, warnImmediately: false }, []);
      cache.set(value, refs);
    }
    return refs;
  };
}

/**
 * Style Dictionary's `sortByReference` comparator (a token after the tokens it references), with each
 * value's references looked up once instead of on every comparison. Same answers for the same pairs,
 * so Array#sort gives the same order; the original re-parses both values per comparison, which made
 * sorting 20,000 tokens take seconds.
 * @param {any} tokens @param {{ unfilteredTokens?: any, referencesOf?: (value: unknown) => any[] }} opts
 */
export function memoizedSortByReference(tokens, { unfilteredTokens, referencesOf = referenceLookup(tokens, unfilteredTokens) }) {
  /** @type {Map<unknown, boolean>} */
  const usesCache = new Map();
  const uses = (/** @type {unknown} */ value) => {
    let result = usesCache.get(value);
    if (result === undefined) usesCache.set(value, (result = usesReferences(value)));
    return result;
  };
  /** @param {any} a @param {any} b @returns {number} */
  const sorter = (a, b) => {
    if (typeof a === 'undefined') return -1;
    if (typeof b === 'undefined') return 1;
    const aUsesRefs = a.original && uses(a.original.$value);
    const bUsesRefs = b.original && uses(b.original.$value);
    if (aUsesRefs && bUsesRefs) {
      const aRefs = referencesOf(a.original.$value);
      const bRefs = referencesOf(b.original.$value);
      if (aRefs.some((ref) => ref.name === b.name)) return 1;
      if (bRefs.some((ref) => ref.name === a.name)) return -1;
      return sorter(aRefs[0], bRefs[0]);
    }
    if (aUsesRefs) return 1;
    if (bUsesRefs) return -1;
    return 0;
  };
  return sorter;
}

const HAS_REFERENCE = /\{[^}]+\}/;
const REFERENCE = /\{([^{}]+)\}/g;
const BRACE = /[{}]/;
const PLAIN_PATH_NAME = /^[\w-]+$/;

/**
 * Style Dictionary's `createPropertyFormatter` for CSS with DTCG tokens, the same line for every token.
 * With outputReferences, the original builds and compiles a regular expression per reference of every
 * token, `{a\.b(\.\$?value)?}` (most of the time of a 20,000-token tokens.css, as nearly every
 * reference names a different token) and replaces them one after another. Here a written value whose
 * every brace belongs to a reference is rewritten in one pass: each `{a.b}`, `{a.b.value}` or
 * `{a.b.$value}` naming a reference Style Dictionary found becomes `var(--name)`, the first reference
 * winning as in the original. Replacements hold no braces, so one pass equals the original's sequence.
 * The line itself (indentation, name, suffix, comment) comes from Style Dictionary's formatter
 * without outputReferences. Anything else (a composite value, other braces, names a regular
 * expression would read differently, a custom prefix, non-DTCG tokens) goes to the original
 * unchanged; export-platform.test.mjs compares the output with css/variables.
 * @param {{ outputReferences?: unknown, outputReferenceFallbacks?: boolean, dictionary: any, formatting: Record<string, unknown>, usesDtcg?: boolean,
 *   referencesOf: (value: unknown) => any[] }} args
 * @returns {(token: any) => string}
 */
function cssPropertyFormatter({ outputReferences, outputReferenceFallbacks, dictionary, formatting, usesDtcg, referencesOf }) {
  const options = { outputReferences, outputReferenceFallbacks, dictionary, format: 'css', formatting, themeable: false, usesDtcg };
  // createPropertyFormatter's type names the `outputReferences` it accepts; the caller passes the file's option through.
  const original = createPropertyFormatter(/** @type {any} */ (options));
  if (outputReferences !== true || !usesDtcg || 'prefix' in formatting) return original;
  const plain = createPropertyFormatter({ ...options, outputReferences: false });
  return (token) => {
    const written = token.original?.$value;
    if (typeof written !== 'string' || !HAS_REFERENCE.test(written) || BRACE.test(written.replace(REFERENCE, ''))) return original(token);
    /** @type {Map<string, string>} what a reference says inside its braces -> the CSS that replaces it */
    const replacements = new Map();
    for (const ref of referencesOf(written)) {
      if (!Object.hasOwn(ref, '$value') || !Object.hasOwn(ref, 'name')) continue;
      if (!Array.isArray(ref.path) || !ref.path.every((/** @type {unknown} */ name) => typeof name === 'string' && PLAIN_PATH_NAME.test(name))) return original(token);
      const replacement = outputReferenceFallbacks ? `var(--${ref.name}, ${ref.$value})` : `var(--${ref.name})`;
      if (BRACE.test(replacement)) return original(token);
      const id = ref.path.join('.');
      for (const inner of [id, `${id}.value`, `${id}.$value`]) if (!replacements.has(inner)) replacements.set(inner, replacement);
    }
    const value = written.replace(REFERENCE, (match, /** @type {string} */ inner) => replacements.get(inner) ?? match);
    return plain({ ...token, $value: value });
  };
}

/**
 * Style Dictionary 4's `css/variables`, output byte for byte the same (export-platform.test.mjs
 * compares them), sorting with memoizedSortByReference when `outputReferences` is on and writing each
 * line with cssPropertyFormatter.
 */
export const cssVariablesFormat = {
  name: 'tokens/css-variables',
  /** @param {{ dictionary: any, options: any, file: any }} args */
  format: async ({ dictionary, options = {}, file }) => {
    const selectors = Array.isArray(options.selector) ? options.selector : options.selector ? [options.selector] : [':root'];
    const { outputReferences, outputReferenceFallbacks, usesDtcg, formatting } = options;
    const formattingWithoutPrefix = structuredClone(formatting) ?? {};
    delete formattingWithoutPrefix.prefix;
    const header = await fileHeader({ file, formatting: formattingWithoutPrefix, options });
    const indentation = formatting?.indentation || '  ';
    const lineFormatting = { ...formatting, indentation: indentation.repeat(selectors.length) };
    const { lineSeparator } = Object.assign({ lineSeparator: '\n' }, lineFormatting);
    const referencesOf = referenceLookup(dictionary.tokens, dictionary.unfilteredTokens);
    const tokens = outputReferences
      ? [...dictionary.allTokens].sort(memoizedSortByReference(dictionary.tokens, { unfilteredTokens: dictionary.unfilteredTokens, referencesOf }))
      : dictionary.allTokens;
    const variables = tokens
      .map(cssPropertyFormatter({ outputReferences, outputReferenceFallbacks, dictionary, formatting: lineFormatting, usesDtcg, referencesOf }))
      .filter((/** @type {string} */ line) => !!line)
      .join(lineSeparator);
    const nest = (/** @type {string} */ content, /** @type {string} */ selector, /** @type {string} */ indent) => `${indent}${selector} {\n${content}\n${indent}}`;
    return header + [...selectors].reverse().reduce((content, selector, index) => nest(content, selector, indentation.repeat(selectors.length - 1 - index)), variables) + '\n';
  },
};

/**
 * Token files are strict JSON (the validator has already parsed them with JSON.parse); Style
 * Dictionary's default reader parses `.json` with JSON5, several times slower on large files.
 */
export const strictJsonParser = {
  name: 'json/strict',
  pattern: /\.json$/,
  /** @param {{ contents: string }} file */
  parser: ({ contents }) => JSON.parse(contents),
};

/** Replaces the default "auto-generated" line with where the file comes from and how to change it. */
export const generatedHeader = {
  name: 'tokens/generated',
  fileHeader: () => [
    'Generated from tokens/ by scripts/tokens/build.mjs (npm run tokens). Do not edit by hand:',
    'change the token JSON (see README, Design tokens) and rebuild.',
  ],
};

/**
 * Builds nested objects from tokens, keyed by path, one per `pick`, each leaf chosen by its pick: the
 * same shape, in one walk over the paths. Every key is a checked name (checkedName throws otherwise):
 * the objects are written out as code, where a key such as `__proto__` would set a prototype.
 * @param {any[]} tokens @param {((t: any) => unknown)[]} picks
 * @returns {Record<string, any>[]}
 */
function nest(tokens, ...picks) {
  /** @type {Record<string, any>[]} */
  const roots = picks.map(() => ({}));
  for (const token of tokens) {
    const nodes = [...roots];
    for (const name of token.path.slice(0, -1)) {
      const key = checkedName(name);
      for (let i = 0; i < nodes.length; i++) nodes[i] = /** @type {Record<string, any>} */ (nodes[i])[key] ??= {};
    }
    const leaf = checkedName(token.path[token.path.length - 1]);
    picks.forEach((pick, i) => (/** @type {Record<string, any>} */ (nodes[i])[leaf] = pick(token)));
  }
  return roots;
}

/**
 * Built-in `javascript/es6` and `typescript/es6-declarations` emit flat names and widen types to
 * `string`; developers want `tokens.motion.duration.fast` typed as the literal `150`, and the
 * styled-components theme wants the same shape holding `var(--…)` references. Hence a custom format.
 */
export const nestedConstFormat = {
  name: 'typescript/nested-const',
  /** @param {{ dictionary: any, file: any, options: any }} args */
  format: async ({ dictionary, file, options }) => {
    const [values = {}, vars, names] = nest(
      dictionary.allTokens,
      (t) => t.$value,
      (t) => `var(--${t.name})`,
      (t) => `--${t.name}`,
    );
    // Each top-level group is also its own export, so a bundle that needs only `motionTokens`
    // does not carry every value (an object literal cannot be tree-shaken by property). Identifiers
    // come only from groupExportName; everything else is written by JSON.stringify.
    /** @type {Map<string, string>} export name -> group */
    const exportNames = new Map();
    for (const key of Object.keys(values)) {
      const other = exportNames.get(groupExportName(key));
      if (other !== undefined) throw new Error(`token groups ${JSON.stringify(other)} and ${JSON.stringify(key)} would both export ${groupExportName(key)}`);
      exportNames.set(groupExportName(key), key);
    }
    const groups = [...exportNames].map(
      ([exportName, key]) => `export const ${exportName} = ${JSON.stringify(values[key], null, 2)} as const;\n`,
    );
    const tokensObject = `{\n${[...exportNames].map(([exportName, key]) => `  ${JSON.stringify(key)}: ${exportName},`).join('\n')}\n}`;
    return [
      (await fileHeader({ file, options })).trimEnd(),
      ...groups,
      `export const tokens = ${tokensObject} as const;`,
      '',
      '/** The same shape as `tokens`, holding `var(--…)` references for styles that must follow the theme. */',
      `export const cssVars = ${JSON.stringify(vars, null, 2)} as const;`,
      '',
      '/** The same shape as `tokens`, holding the custom property names. */',
      `export const cssVarNames = ${JSON.stringify(names, null, 2)} as const;`,
      '',
      'export type Tokens = typeof tokens;',
      '',
    ].join('\n');
  },
};

/**
 * Docs data: one row per token for the design-tokens page (no built-in format carries these
 * fields), plus the contrast ratio of each declared pair. The ratios are computed here from the
 * contrast config passed in the file options, because options cannot change once the
 * StyleDictionary instance exists.
 */
export const docsJsonFormat = {
  name: 'json/docs',
  /** @param {{ dictionary: any, options: any }} args */
  format: ({ dictionary, options }) => {
    const rows = dictionary.allTokens.map((/** @type {any} */ token) => {
      const value = token.$value;
      const hex = token.$type === 'color' && typeof value === 'string' && value.startsWith('#') ? value.toLowerCase() : undefined;
      const original = token.original?.$value;
      return {
        name: token.path.join('.'),
        cssVar: `--${token.name}`,
        value,
        ...(hex ? { hex } : {}),
        type: token.$type,
        category: token.path[0],
        group: token.path.slice(0, -1).join('.'),
        description: token.$description ?? '',
        themed: Boolean(options?.themeFile && token.filePath?.endsWith(options.themeFile)),
        ...(typeof original === 'string' && /^\{[^{}]+\}$/.test(original) ? { reference: original.slice(1, -1) } : {}),
      };
    });
    const contrast = checkContrast(dictionary.unfilteredAllTokens ?? dictionary.allTokens, options?.contrast, options?.theme).results;
    return JSON.stringify({ theme: options?.theme, tokens: rows, contrast }, null, 2) + '\n';
  },
};

/**
 * The dictionary a format sees when its file keeps only the tokens `keep` accepts: the same shape
 * Style Dictionary's own file `filter` produces (a group left empty disappears, group `$` keys are
 * dropped, the unfiltered data stays for resolving references), built in one pass. Style Dictionary's
 * `filterTokenObject` copies the group it is building once per token, which made every filtered
 * file cost the square of its largest group.
 * @param {any} dictionary @param {(token: any) => boolean} keep
 */
export function filterDictionary(dictionary, keep) {
  const pick = (/** @type {Record<string, any>} */ node) => {
    /** @type {Record<string, any>} */
    const kept = {};
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const child = node[key];
      if (!child || typeof child !== 'object' || Array.isArray(child)) continue;
      if (child.$value === undefined) {
        const group = pick(child);
        if (Object.keys(group).length > 0) kept[key] = group;
      } else if (keep(child)) {
        kept[key] = child;
      }
    }
    return kept;
  };
  const allTokens = dictionary.allTokens.filter(keep);
  // The tree and the map are built when a format first reads them: the TypeScript and docs formats
  // read only the list, and with thousands of tokens each costs as much as the filtering.
  /** @type {Record<string, any> | undefined} */
  let tokens;
  /** @type {Map<string, any> | undefined} */
  let tokenMap;
  return {
    get tokens() {
      return (tokens ??= pick(dictionary.tokens));
    },
    allTokens,
    get tokenMap() {
      return (tokenMap ??= /** @type {Map<string, any>} */ (convertTokenData(allTokens, { output: 'map' })));
    },
    unfilteredTokens: dictionary.unfilteredTokens ?? dictionary.tokens,
    unfilteredAllTokens: dictionary.unfilteredAllTokens ?? dictionary.allTokens,
    unfilteredTokenMap: dictionary.unfilteredTokenMap ?? dictionary.tokenMap,
  };
}

/**
 * Runs the format named in the file's `scopedFormat` on the tokens its `tokenFilter` keeps (see
 * filterDictionary for why the filtering happens here rather than in the file's `filter`).
 */
export const scopedFormat = {
  name: 'tokens/scoped',
  /** @param {any} args */
  format: function (args) {
    const { file, options } = args;
    const inner = options?.hooks?.formats?.[file.scopedFormat] ?? StyleDictionary.hooks.formats[file.scopedFormat];
    if (typeof inner !== 'function') throw new Error(`tokens/scoped: unknown format "${file.scopedFormat}" for ${file.destination}`);
    const dictionary = typeof file.tokenFilter === 'function' ? filterDictionary(args.dictionary, file.tokenFilter) : args.dictionary;
    return inner.call(file, {
      ...args,
      dictionary,
      allTokens: dictionary.allTokens,
      get tokens() {
        return dictionary.tokens;
      },
    });
  },
};

/** Registers every hook once per process (the build, the watcher and the tests share it). */
export function registerHooks() {
  StyleDictionary.registerTransform(kebabNameTransform);
  StyleDictionary.registerTransform(msNumberTransform);
  StyleDictionary.registerFormat(nestedConstFormat);
  StyleDictionary.registerFormat(docsJsonFormat);
  StyleDictionary.registerFormat(scopedFormat);
  StyleDictionary.registerParser(strictJsonParser);
  StyleDictionary.registerFormat(cssVariablesFormat);
  StyleDictionary.registerPreprocessor(inheritDescriptionPreprocessor);
  StyleDictionary.registerFileHeader(generatedHeader);
  StyleDictionary.registerTransform(springCssTransform);
  StyleDictionary.registerTransform(springTsTransform);
  StyleDictionary.registerPreprocessor(springDurationPreprocessor);
}
