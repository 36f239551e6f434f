// Builds some themes of a large token set in a thread of its own while build.mjs builds the first:
// the themes share nothing once the sources are validated, and a second core halves the wait.
// Receives { root, config, configFile, themes } as workerData and posts one result.
// @ts-check
import { parentPort, workerData } from 'node:worker_threads';

import { buildTheme, phaseTimer } from './theme-build.mjs';

/** @type {{ root: string, config: any, configFile: string, themes: string[] }} */
const { root, config, configFile, themes } = workerData;
// From the worker's start: its start-up and the imports above (Style Dictionary again, in this thread).
const mark = phaseTimer({ 'start-up and imports': performance.now() });
const { phases } = mark;
try {
  /** @type {import('./token-tree.mjs').TokenError[]} */
  const errors = [];
  /** @type {[string, string][]} */
  const files = [];
  for (const theme of themes) {
    const result = await buildTheme({ root, config, configFile, theme, format: errors.length === 0, mark });
    errors.push(...result.errors);
    files.push(...result.files);
  }
  parentPort?.postMessage({ ok: true, errors, files, phases });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: /** @type {Error} */ (error).message });
}
