// Token build: validates tokens/, checks contrast in every theme, runs Style Dictionary per theme
// with its files kept in memory, then writes the ones that changed into build/. Any failure before
// that write leaves the last good build/ exactly as it was.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';
import { registerHooks, strictJsonParser } from './hooks.mjs';
import { validateSources } from './validate.mjs';
import { checkContrast } from './contrast.mjs';
import { syncFiles } from './sync-dir.mjs';
import { exportPlatform, formatPlatform } from './export-platform.mjs';
import { terminalText, workflowLog } from '../../src/lib/outputText.js';

registerHooks();

/**
 * @typedef {import('./token-tree.mjs').TokenError} TokenError
 * @typedef {{ ok: true, outDir: string, ms: number, written: string[], phases: Record<string, number> } | { ok: false, errors: TokenError[] }} BuildResult
 *   `phases`: milliseconds of each step, in order (see phaseTimer)
 */

/**
 * @param {{ root?: string, configPath?: string, outDir?: string }} [opts]
 * @returns {Promise<BuildResult>}
 */
export async function buildTokens(opts = {}) {
  const started = performance.now();
  const root = path.resolve(opts.root ?? process.cwd());
  const configPath = path.resolve(root, opts.configPath ?? 'style-dictionary.config.json');
  const configFile = path.relative(root, configPath);
  const outDir = path.resolve(root, opts.outDir ?? 'build');

  /** @type {any} */
  let config;
  try {
    config = JSON.parse(await readFile(configPath, 'utf8'));
  } catch (error) {
    return { ok: false, errors: [{ file: configFile, message: `cannot read config: ${/** @type {Error} */ (error).message}` }] };
  }

  const mark = phaseTimer();
  const validation = await validateSources({ root, config, configFile });
  mark('validate');
  if (validation.errors.length > 0) return { ok: false, errors: validation.errors };

  try {
    /** @type {Map<string, string>} relative path under build/ -> contents */
    const files = new Map();
    /** @type {TokenError[]} */
    const contrastErrors = [];
    // One theme's Style Dictionary at a time, and one platform's dictionary at a time: with thousands
    // of tokens, holding them all costs more in garbage collection than computing them. Every theme's
    // contrast is checked, so all failures are reported; after the first, nothing more is formatted.
    for (const theme of Object.keys(config.themes)) {
      const sd = themeRun(root, config, '', theme);
      await sd.hasInitialized;
      mark(`${theme}: init`);
      // exportPlatform, not sd.getPlatformTokens: the same dictionaries in linear time (see export-platform.mjs).
      const docs = await exportPlatform(sd, 'docs');
      mark(`${theme}: docs export`);
      const { errors } = checkContrast(docs.allTokens, config.contrast, theme);
      contrastErrors.push(...errors.map((e) => ({ ...e, file: e.file ? path.relative(root, e.file) : configFile })));
      if (contrastErrors.length > 0) continue;
      for (const platform of Object.keys(config.platforms)) {
        const dictionary = platform === 'docs' ? docs : await exportPlatform(sd, platform, { keep: keepFor(sd, platform) });
        if (platform !== 'docs') mark(`${theme}: ${platform} export`);
        for (const { destination, output } of await formatPlatform(sd, platform, dictionary)) files.set(path.normalize(destination), output);
        mark(`${theme}: ${platform} format`);
      }
    }
    if (contrastErrors.length > 0) return { ok: false, errors: contrastErrors };
    files.set('.gitignore', '*\n');
    // build/packages is npm run pack's (the packages built from this output), not the token build's.
    const { written } = await syncFiles(files, outDir, { keep: ['packages/'] });
    mark('write');
    return { ok: true, outDir, ms: performance.now() - started, written, phases: mark.phases };
  } catch (error) {
    // Validation should have caught what Style Dictionary rejects; if not, still say which build.
    return { ok: false, errors: [{ file: configFile, message: `Style Dictionary failed: ${/** @type {Error} */ (error).message}` }] };
  }
}

/**
 * Wall time per step of one build, for `npm run tokens -- --phases` and the bench: each `mark(name)`
 * adds the time since the previous mark to `name`.
 */
function phaseTimer() {
  let last = performance.now();
  /** @type {Record<string, number>} */
  const phases = {};
  const mark = (/** @type {string} */ name) => {
    const now = performance.now();
    phases[name] = (phases[name] ?? 0) + now - last;
    last = now;
  };
  mark.phases = phases;
  return mark;
}

/** One line per step of `phases`. @param {Record<string, number>} phases */
export function formatPhases(phases) {
  return Object.entries(phases).map(([name, ms]) => `  ${name.padEnd(24)} ${ms.toFixed(0).padStart(6)} ms`).join('\n');
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

/**
 * One problem as a line of the terminal: file, path and message come from token files, so each is
 * passed through terminalText (no escape sequences, no line breaks).
 * @param {TokenError} e
 */
export function formatError(e) {
  return `  ✖ ${terminalText(e.file)}${e.path ? ` › ${terminalText(e.path)}` : ''}: ${terminalText(e.message)}`;
}

/**
 * The report `npm run tokens`, the watcher and the Vite plugin print; also read as a CI log, hence workflowLog.
 * @param {TokenError[]} errors
 */
export function formatErrors(errors) {
  const heading = `tokens: ${errors.length} problem${errors.length === 1 ? '' : 's'} in the token sources; build/ left as it was.`;
  return workflowLog([heading, ...errors.map(formatError)].join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Milliseconds since the process started: Node's start-up and loading this module's imports.
  const startedAt = performance.now();
  const result = await buildTokens();
  if (result.ok) {
    console.log(`tokens: built ${path.relative(process.cwd(), result.outDir)}/ in ${Math.round(result.ms)} ms`);
    if (process.argv.includes('--phases')) console.log(formatPhases({ 'start-up and imports': startedAt, ...result.phases }));
  } else {
    console.error(formatErrors(result.errors));
    process.exitCode = 1;
  }
}
