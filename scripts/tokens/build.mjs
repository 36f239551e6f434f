// Token build: validates tokens/, checks contrast in every theme, runs Style Dictionary per theme
// with its files kept in memory, then writes the ones that changed into build/. Any failure before
// that write leaves the last good build/ exactly as it was.
// @ts-check
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { validateSources } from './validate.mjs';
import { syncFiles } from './sync-dir.mjs';
import { buildTheme, phaseTimer } from './theme-build.mjs';
import { terminalText, workflowLog } from '../../src/lib/outputText.js';

export { fileFilter, themeRun, themeRuns } from './theme-build.mjs';

/**
 * From this many tokens (all source files together) the themes after the first are built in a worker
 * thread while the first is built here. Below it the worker's own start-up (Node and Style Dictionary
 * loaded again, about half a second of CPU) costs more than it saves.
 */
export const PARALLEL_FROM = 5000;

/**
 * @typedef {import('./token-tree.mjs').TokenError} TokenError
 * @typedef {{ ok: true, outDir: string, ms: number, written: string[], phases: Record<string, number> } | { ok: false, errors: TokenError[] }} BuildResult
 *   `phases`: milliseconds of each step, in order (see phaseTimer)
 */

/**
 * @param {{ root?: string, configPath?: string, outDir?: string, parallel?: boolean }} [opts] `parallel`: build
 *   the themes after the first in a worker (default: from PARALLEL_FROM tokens, on more than one core)
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

  const themes = Object.keys(config.themes);
  const [first, ...others] = themes;
  const parallel = opts.parallel ?? (validation.tokens >= PARALLEL_FROM && others.length > 0 && os.availableParallelism() > 1);
  // Started before the first theme so the two run side by side; settles, never rejects, so a failure
  // of the first theme cannot leave it unhandled.
  const worker = parallel ? themesInWorker({ root, config, configFile, themes: others }) : undefined;
  try {
    /** @type {Map<string, string>} relative path under build/ -> contents */
    const files = new Map();
    /** @type {TokenError[]} */
    const contrastErrors = [];
    // One theme's Style Dictionary at a time per thread, and one platform's dictionary at a time: with
    // thousands of tokens, holding them all costs more in garbage collection than computing them.
    // Every theme's contrast is checked, so all failures are reported; after the first, nothing more
    // is formatted.
    for (const theme of parallel ? [first] : themes) {
      const result = await buildTheme({ root, config, configFile, theme: /** @type {string} */ (theme), format: contrastErrors.length === 0, mark });
      contrastErrors.push(...result.errors);
      for (const [file, contents] of result.files) files.set(file, contents);
    }
    if (worker) {
      const result = await worker.result;
      mark(`waiting for ${others.join(', ')} (worker)`);
      if (!result.ok) throw new Error(result.message);
      contrastErrors.push(...result.errors);
      for (const [file, contents] of result.files) files.set(file, contents);
      Object.assign(mark.phases, Object.fromEntries(Object.entries(result.phases).map(([name, ms]) => [`worker: ${name}`, ms])));
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
  } finally {
    await worker?.stop();
  }
}

/**
 * Builds `themes` in a worker thread (theme-worker.mjs).
 * @param {{ root: string, config: any, configFile: string, themes: string[] }} workerData
 */
function themesInWorker(workerData) {
  const thread = new Worker(new URL('./theme-worker.mjs', import.meta.url), { workerData });
  /** @type {Promise<{ ok: true, errors: TokenError[], files: [string, string][], phases: Record<string, number> } | { ok: false, message: string }>} */
  const result = new Promise((resolve) => {
    thread.once('message', resolve);
    thread.once('error', (error) => resolve({ ok: false, message: error.message }));
    thread.once('exit', (code) => resolve({ ok: false, message: `the theme worker stopped (exit code ${code}) before it finished` }));
  });
  return { result, stop: () => thread.terminate() };
}

/** One line per step of `phases`. @param {Record<string, number>} phases */
export function formatPhases(phases) {
  const width = Math.max(...Object.keys(phases).map((name) => name.length));
  return Object.entries(phases).map(([name, ms]) => `  ${name.padEnd(width)} ${ms.toFixed(0).padStart(6)} ms`).join('\n');
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
