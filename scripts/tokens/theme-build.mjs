// One theme's part of the token build: its Style Dictionary instance (base sources plus the theme's
// file), the contrast check and the formatted files, kept in memory. build.mjs runs it for every
// theme, in its own thread or, for large token sets, the other themes in a worker (theme-worker.mjs).
// @ts-check
import path from 'node:path';
import StyleDictionary from 'style-dictionary';
import { registerHooks, strictJsonParser } from './hooks.mjs';
import { checkContrast } from './contrast.mjs';
import { exportPlatform, formatPlatform } from './export-platform.mjs';

registerHooks();

/** @typedef {import('./token-tree.mjs').TokenError} TokenError */

/**
 * Builds one theme: contrast errors, or its files (path under build/ -> contents) when `format` is
 * set and its contrast passes. `mark(name)` is called after each step (see phaseTimer in build.mjs).
 * @param {{ root: string, config: any, configFile: string, theme: string, format?: boolean, mark?: (name: string) => void }} args
 * @returns {Promise<{ errors: TokenError[], files: [string, string][] }>}
 */
export async function buildTheme({ root, config, configFile, theme, format = true, mark = () => {} }) {
  const sd = themeRun(root, config, '', theme);
  await sd.hasInitialized;
  mark(`${theme}: init`);
  // exportPlatform, not sd.getPlatformTokens: the same dictionaries in linear time (see export-platform.mjs).
  const docs = await exportPlatform(sd, 'docs');
  mark(`${theme}: docs export`);
  const errors = checkContrast(docs.allTokens, config.contrast, theme).errors.map((e) => ({ ...e, file: e.file ? path.relative(root, e.file) : configFile }));
  /** @type {[string, string][]} */
  const files = [];
  if (errors.length > 0 || !format) return { errors, files };
  for (const platform of Object.keys(config.platforms)) {
    const dictionary = platform === 'docs' ? docs : await exportPlatform(sd, platform, { keep: keepFor(sd, platform) });
    if (platform !== 'docs') mark(`${theme}: ${platform} export`);
    for (const { destination, output } of await formatPlatform(sd, platform, dictionary)) files.push([path.normalize(destination), output]);
    mark(`${theme}: ${platform} format`);
  }
  return { errors, files };
}

/**
 * Wall time per step of one build, for `npm run tokens -- --phases` and the bench: each `mark(name)`
 * adds the time since the previous mark to `name`.
 */
export function phaseTimer(/** @type {Record<string, number>} */ phases = {}) {
  let last = performance.now();
  const mark = (/** @type {string} */ name) => {
    const now = performance.now();
    phases[name] = (phases[name] ?? 0) + now - last;
    last = now;
  };
  mark.phases = phases;
  return mark;
}

/**
 * Which tokens a file gets: `"scope": "base"` the base tokens, `"theme"` the theme's own; `"categories"`
 * keeps the top-level groups listed (the docs JSON carries only what the design-tokens page shows, as it
 * ships in that page's first load). Undefined, Style Dictionary's "all", when neither is set.
 * @param {{ scope?: string, categories?: string[] }} file @param {(token: any) => boolean} isThemeToken
 */
export function fileFilter({ scope, categories }, isThemeToken) {
  const inScope = scope === 'base' ? (/** @type {any} */ t) => !isThemeToken(t) : scope === 'theme' ? isThemeToken : undefined;
  const inCategories = categories ? (/** @type {any} */ t) => categories.includes(t.path[0]) : undefined;
  if (!inScope || !inCategories) return inScope ?? inCategories;
  return (/** @type {any} */ t) => inScope(t) && inCategories(t);
}

/**
 * The tokens some file of a platform shows (undefined: all), so a run that writes only a theme's own
 * files does not transform every base token for them (exportPlatform adds what they reference).
 * @param {import('style-dictionary').default} sd @param {string} platform
 */
function keepFor(sd, platform) {
  const filters = (sd.getPlatformConfig(platform).files ?? []).map((/** @type {any} */ file) => file.tokenFilter);
  if (filters.length === 0 || filters.some((filter) => typeof filter !== 'function')) return undefined;
  return (/** @type {any} */ token) => filters.some((filter) => filter(token));
}

/**
 * One Style Dictionary instance per theme: base sources plus that theme's file. Files marked
 * `"scope": "base"` are written only by the default theme's run, from the base tokens.
 * @param {string} root @param {any} config @param {string} outDir what destinations are relative to ('' in the build, which keeps them in memory)
 */
export function themeRuns(root, config, outDir) {
  return Object.keys(config.themes).map((theme) => ({ theme, sd: themeRun(root, config, outDir, theme) }));
}

/**
 * The Style Dictionary instance of one theme (see themeRuns).
 * @param {string} root @param {any} config @param {string} outDir @param {string} theme
 */
export function themeRun(root, config, outDir, theme) {
  const themeNames = Object.keys(config.themes);
  const defaultTheme = themeNames.find((name) => config.themes[name].default) ?? themeNames[0];
  const themeConfig = config.themes[theme];
  const themeFile = path.resolve(root, themeConfig.source);
  /** @type {Map<string, boolean>} filePath -> from the theme file; a few files, many tokens */
  const fromTheme = new Map();
  const isThemeToken = (/** @type {any} */ token) => {
    let answer = fromTheme.get(token.filePath);
    if (answer === undefined) fromTheme.set(token.filePath, (answer = path.resolve(root, token.filePath) === themeFile));
    return answer;
  };
  const fill = (/** @type {unknown} */ value) =>
    typeof value === 'string' ? value.replaceAll('{selector}', themeConfig.selector).replaceAll('{theme}', theme) : value;

  /** @type {Record<string, any>} */
  const platforms = {};
  for (const [name, platform] of Object.entries(config.platforms)) {
    const files = platform.files
      .filter((/** @type {any} */ file) => file.scope !== 'base' || theme === defaultTheme)
      .map((/** @type {any} */ file) => ({
        destination: fill(file.destination),
        // Filtered inside the format, not by Style Dictionary's file `filter` (see hooks.mjs, filterDictionary).
        format: 'tokens/scoped',
        scopedFormat: file.format,
        tokenFilter: fileFilter(file, isThemeToken),
        options: {
          ...Object.fromEntries(Object.entries(file.options ?? {}).map(([key, value]) => [key, fill(value)])),
          theme,
          themeFile: themeConfig.source,
          contrast: config.contrast,
        },
      }));
    platforms[name] = { ...platform, buildPath: path.join(outDir, platform.buildPath) + path.sep, files };
  }

  const sd = new StyleDictionary({
    source: [...config.source.map((/** @type {string} */ s) => path.join(root, s)), themeFile],
    usesDtcg: true,
    parsers: [strictJsonParser.name],
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms,
  });
  return sd;
}

