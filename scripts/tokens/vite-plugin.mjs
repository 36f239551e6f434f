// Vite plugin: while the dev server runs, rebuilds tokens when tokens/ or the token config changes.
// Vite then sees the changed files in build/ and hot-updates them. Does nothing in `vite build`,
// where `npm run tokens` has already run.
// @ts-check
import path from 'node:path';
import { buildTokens, formatErrors } from './build.mjs';
import { serialRebuild } from './serial-rebuild.mjs';

/**
 * @param {{ configPath?: string, outDir?: string }} [opts] paths relative to the Vite root
 * @returns {import('vite').Plugin}
 */
export function tokensPlugin(opts = {}) {
  return {
    name: 'motion-kit-tokens',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const tokensDir = path.join(root, 'tokens');
      const configPath = path.resolve(root, opts.configPath ?? 'style-dictionary.config.json');
      const { logger } = server.config;

      const rebuild = serialRebuild(() => buildTokens({ root, configPath, outDir: opts.outDir }), {
        onDone: (result) =>
          result.ok
            ? logger.info(`tokens: rebuilt in ${Math.round(result.ms)} ms`, { timestamp: true })
            : logger.error(formatErrors(result.errors), { timestamp: true }),
        onError: (e) => logger.error(`tokens: build crashed: ${/** @type {Error} */ (e).stack ?? e}`, { timestamp: true }),
      });

      server.watcher.add([tokensDir, configPath]);
      server.watcher.on('all', (_event, file) => {
        const inTokens = file.startsWith(tokensDir + path.sep) && file.endsWith('.json');
        if (inTokens || path.resolve(file) === configPath) rebuild.trigger();
      });
    },
  };
}
