// Style Dictionary hooks this project registers, each because no built-in covers it: a duration
// transform, two formats, a description preprocessor and the generated-file header.
// @ts-check
import StyleDictionary from 'style-dictionary';
import { fileHeader } from 'style-dictionary/utils';
import { checkContrast } from './contrast.mjs';
import { springCssTransform, springDurationPreprocessor, springTsTransform } from './spring.mjs';

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
 * where group `$description`s are still present. Works on a copy: Style Dictionary hands every
 * platform the same tree, and the CSS comments should stay per token.
 */
export const inheritDescriptionPreprocessor = {
  name: 'description/inherit-group',
  /** @param {any} shared */
  preprocessor: (shared) => {
    const tokens = structuredClone(shared);
    const visit = (/** @type {any} */ node, /** @type {string | undefined} */ inherited) => {
      const description = typeof node.$description === 'string' ? node.$description : inherited;
      if ('$value' in node) {
        if (description !== undefined) node.$description = description;
        return;
      }
      for (const [key, child] of Object.entries(node)) {
        if (!key.startsWith('$') && child && typeof child === 'object') visit(child, description);
      }
    };
    visit(tokens, undefined);
    return tokens;
  },
};

/** Replaces the default "auto-generated" line with where the file comes from and how to change it. */
export const generatedHeader = {
  name: 'tokens/generated',
  fileHeader: () => [
    'Generated from tokens/ by scripts/tokens/build.mjs (npm run tokens). Do not edit by hand:',
    'change the token JSON (see README, Design tokens) and rebuild.',
  ],
};

/** Builds a nested object from tokens, keyed by path, with a leaf chosen by `pick`. */
function nest(/** @type {any[]} */ tokens, /** @type {(t: any) => unknown} */ pick) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const token of tokens) {
    let node = root;
    for (const key of token.path.slice(0, -1)) node = node[key] ??= {};
    node[token.path[token.path.length - 1]] = pick(token);
  }
  return root;
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
    const values = nest(dictionary.allTokens, (t) => t.$value);
    const vars = nest(dictionary.allTokens, (t) => `var(--${t.name})`);
    const names = nest(dictionary.allTokens, (t) => `--${t.name}`);
    // Each top-level group is also its own export, so a bundle that needs only `motionTokens`
    // does not carry every value (an object literal cannot be tree-shaken by property).
    const groupName = (/** @type {string} */ key) => `${key.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Tokens`;
    const groups = Object.keys(values).map(
      (key) => `export const ${groupName(key)} = ${JSON.stringify(values[key], null, 2)} as const;\n`,
    );
    const tokensObject = `{\n${Object.keys(values).map((key) => `  ${JSON.stringify(key)}: ${groupName(key)},`).join('\n')}\n}`;
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

/** Registers every hook once per process (the build, the watcher and the tests share it). */
export function registerHooks() {
  StyleDictionary.registerTransform(msNumberTransform);
  StyleDictionary.registerFormat(nestedConstFormat);
  StyleDictionary.registerFormat(docsJsonFormat);
  StyleDictionary.registerPreprocessor(inheritDescriptionPreprocessor);
  StyleDictionary.registerFileHeader(generatedHeader);
  StyleDictionary.registerTransform(springCssTransform);
  StyleDictionary.registerTransform(springTsTransform);
  StyleDictionary.registerPreprocessor(springDurationPreprocessor);
}
