// Rebuilds tokens whenever tokens/ or the config changes. Errors are printed and the watcher keeps
// running, so a designer can fix the JSON and save again. Run with `npm run tokens:watch`.
// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch } from 'chokidar';
import { buildTokens, formatErrors } from './build.mjs';
import { serialRebuild } from './serial-rebuild.mjs';

/**
 * @param {{ root?: string, configPath?: string, outDir?: string, log?: (line: string) => void, error?: (line: string) => void }} [opts]
 * @returns {{ close: () => Promise<void>, ready: Promise<void>, idle: () => Promise<void> }}
 */
export function watchTokens(opts = {}) {
  const root = path.resolve(opts.root ?? process.cwd());
  const configPath = path.resolve(root, opts.configPath ?? 'style-dictionary.config.json');
  const log = opts.log ?? console.log;
  const error = opts.error ?? console.error;

  const rebuild = serialRebuild(() => buildTokens({ root, configPath, outDir: opts.outDir }), {
    onDone: (result) =>
      result.ok ? log(`tokens: rebuilt in ${Math.round(result.ms)} ms (${result.written.length} file(s) changed)`) : error(formatErrors(result.errors)),
    onError: (e) => error(`tokens: build crashed: ${/** @type {Error} */ (e).stack ?? e}`),
  });

  const watcher = watch([path.join(root, 'tokens'), configPath], { ignoreInitial: true });
  watcher.on('all', (_event, file) => {
    if (file.endsWith('.json')) rebuild.trigger();
  });
  watcher.on('error', (e) => error(`tokens: watcher error: ${e}`));
  const ready = new Promise((resolve) => watcher.once('ready', () => resolve(undefined)));

  return {
    ready,
    idle: rebuild.idle,
    close: async () => {
      await watcher.close();
      await rebuild.idle();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const first = await buildTokens();
  console[first.ok ? 'log' : 'error'](first.ok ? `tokens: built in ${Math.round(first.ms)} ms` : formatErrors(first.errors));
  const { ready } = watchTokens();
  await ready;
  console.log('tokens: watching tokens/ and style-dictionary.config.json (Ctrl+C to stop)');
}
