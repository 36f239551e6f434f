import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { buildConstants } from './scripts/build-constants.mjs';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react-swc';
import { parseBuildConfig } from './src/lib/config.ts';
import { tokensPlugin } from './scripts/tokens/vite-plugin.mjs';
import { siteSearchPlugin } from './scripts/site-search-plugin.mjs';
import { demoSource, headScriptPlugin, kitCost, tokenDocsRows } from './scripts/vite/plugins.ts';
import { kitApiPlugin } from './scripts/api-reference/vite-plugin.mjs';

/** The app's boot stage (src/app/boot/main.tsx evaluates React, the styling runtime and the app in turn). */
const APP_STAGE = fileURLToPath(new URL('./src/app/boot/start.tsx', import.meta.url));
/** Packages that re-export much more than a page uses: importing one says nothing about what is used. */
const BARRELS = /node_modules\/(framer-motion|motion-dom|motion-utils|lucide-react)\/|\/packages\/react\/src\//;

/**
 * A chunk per boot stage, by rule: React's packages (with Vite's import helper, which the entry needs at
 * once), the styling runtime's packages, and everything else the app stage imports statically other than
 * through a barrel (on every page anyway: one file instead of a chunk per set of importers, each a
 * request). The rest is Rolldown's own splitting.
 */
export function chunkGroups() {
  const reachable = new Map<string, boolean>();
  // Whether the app stage imports `id` statically through anything but a barrel.
  const fromAppStage = (id: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean => {
    if (id === APP_STAGE) return true;
    if (BARRELS.test(id) || visiting.has(id)) return false;
    if (reachable.has(id)) return reachable.get(id)!;
    visiting.add(id);
    const result = ctx.getModuleInfo(id)?.importers.some((importer) => fromAppStage(importer, ctx, visiting)) ?? false;
    visiting.delete(id);
    if (result || visiting.size === 0) reachable.set(id, result);
    return result;
  };
  return [
    { name: 'react', priority: 30, test: /node_modules\/(react|react-dom|scheduler)\/|vite\/preload-helper/ },
    { name: 'styles', priority: 25, test: /node_modules\/(styled-components|stylis|@emotion\/[^/]+|tslib|shallowequal)\/|src\/app\/boot\/styles\.ts$/ },
    { name: (id: string, ctx: ChunkingContext) => (fromAppStage(id, ctx) ? 'app' : null), priority: 20 },
  ];
}

/**
 * V8 compiles a function on the main thread at its first call, unless its file asks for eager compilation
 * (explicit compile hints, Chromium 136+), done on a background thread as the file streams in. Most
 * functions of the first-load chunks run during boot and hydration, so those chunks ask (docs/performance.md
 * has the A/B). Added after minification, which would drop the comment.
 */
function compileHints(): Plugin {
  return {
    name: 'motion-kit:compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && (chunk.isEntry || ['react', 'styles', 'app'].includes(chunk.name))) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/** The workspace packages resolve to their sources (their exports' `source` condition, which the published
 * manifests drop): the site imports the kit as an app does, and nothing else of it. Vitest uses it too. */
export function workspaceConditions() {
  return {
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source', ...defaultServerConditions] } },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // Fails the build with a message naming the variable when a build-time URL is unsafe.
  const config = parseBuildConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  const workspace = workspaceConditions();

  return {
    plugins: [
      react({
        // Deterministic class ids: the prerender and the client create components in different orders.
        plugins: [['@swc/plugin-styled-components', { displayName: mode !== 'production', ssr: true }]],
      }),
      tokensPlugin(),
      demoSource(),
      tokenDocsRows(),
      headScriptPlugin(),
      siteSearchPlugin(),
      kitCost(),
      kitApiPlugin(),
      compileHints(),
    ],
    define: { ...buildConstants(), __BUILD_CONFIG__: JSON.stringify(config) },
    resolve: { conditions: workspace.resolve.conditions },
    build: {
      manifest: true,
      // No preload lists for lazy chunks (Vite's helper would carry every chunk's list on every page): a
      // prerendered page preloads its own modules (src/app/boot/pageBoot.mjs), a link its page on intent.
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups() } } },
    },
    ssr: {
      ...workspace.ssr,
      noExternal: ['styled-components'],
    },
  };
});
