import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { buildConstants } from './scripts/build-constants.mjs';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react-swc';
import { parseBuildConfig } from './src/lib/config.ts';
import { tokensPlugin } from './scripts/tokens/vite-plugin.mjs';

/**
 * Everything the entry imports statically is loaded on every page anyway, so it goes into one chunk
 * instead of the dozen small shared chunks automatic splitting makes of it (each one a request, which
 * costs a round trip on a slow mobile connection). Lazy chunks import from it as from any shared chunk.
 */
function entryClosureChunk() {
  const known = new Map<string, boolean>();
  const reachable = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
    if (known.has(id)) return known.get(id) as boolean;
    const info = ctx.getModuleInfo(id);
    if (!info || visiting.has(id)) return false;
    if (info.isEntry) return true;
    visiting.add(id);
    const result = info.importers.some((importer) => reachable(importer, ctx, visiting));
    visiting.delete(id);
    if (result || visiting.size === 0) known.set(id, result);
    return result;
  };
  // Barrel packages re-export code that only lazy chunks use (framer-motion's animation features, icons of
  // one page), so the import graph alone would pull it in; automatic splitting places their modules.
  const barrels = /node_modules\/(framer-motion|motion-dom|motion-utils|lucide-react)\//;
  return { debugName: 'entry-closure', name: (id: string, ctx: ChunkingContext) => (!barrels.test(id) && reachable(id, ctx, new Set()) ? 'app' : null) };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // Fails the build with a message naming the variable when a build-time URL is unsafe.
  const config = parseBuildConfig(loadEnv(mode, process.cwd(), 'VITE_'));

  return {
    plugins: [
      react({
        // Deterministic styled-components class ids: the prerender bundle and the split client chunks
        // create components in different orders, so counter-based ids would not match on hydration.
        plugins: [['@swc/plugin-styled-components', { displayName: mode !== 'production', ssr: true }]],
      }),
      tokensPlugin(),
    ],
    define: { ...buildConstants(), __BUILD_CONFIG__: JSON.stringify(config) },
    resolve: {
      // React Router 7's package exports point at its development build whatever the mode
      // (remix-run/react-router#12532, #14753); production builds take its production build instead,
      // without the dev-only warnings and checks.
      alias:
        mode === 'production'
          ? [
              { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
              { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
            ]
          : [],
    },
    build: {
      manifest: true,
      // Every browser the site supports preloads modules natively; the polyfill was 0.5 KB of every page.
      modulePreload: { polyfill: false },
      target: 'es2022',
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [entryClosureChunk()] } } },
    },
    ssr: {
      noExternal: ['styled-components'],
    },
  };
});
