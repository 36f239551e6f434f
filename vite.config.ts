import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react-swc';
import { buildConstants } from './scripts/build-constants.mjs';
import { parseBuildConfig } from './src/lib/config.ts';
import { tokensPlugin } from './scripts/tokens/vite-plugin.mjs';
import { siteSearchPlugin } from './scripts/site-search-plugin.mjs';
import { demoSource, headScriptPlugin, kitCost, tokenDocsRows } from './scripts/vite/plugins.ts';
import { workspaceConditions } from './scripts/vite/workspace.ts';
import { kitApiPlugin } from './scripts/api-reference/vite-plugin.mjs';

// Chunks beyond automatic splitting, by package name or by the site's own folders, never by a file inside
// a package (docs/performance.md, "Fewer, larger files in the first load").
const BOOT_PACKAGES: Array<[string, RegExp]> = [
  // One chunk per boot stage (src/app/boot/main.tsx). Vite's dynamic-import helper joins React: the entry needs both.
  ['boot-react', /node_modules\/(react|react-dom|scheduler)\/|vite\/preload-helper/],
  // With the stage's own one-line module, or that is a file of its own.
  ['boot-styles', /node_modules\/(styled-components|stylis|@emotion\/[^/]+|tslib|shallowequal)\/|src\/app\/boot\/styles\.ts$/],
];
const SITE = fileURLToPath(new URL('./src/', import.meta.url));
const APP_STAGE = path.join(SITE, 'app/boot/start.tsx');
/** In the app chunk beside what the app stage imports: small helpers several chunks share, what every route but home loads. */
const SHARED_HELPER = /\/src\/(lib|hooks)\/[^/]+\.tsx?$/;
const SHARED_HELPER_MAX_CHARS = 1200;
const NEARLY_EVERY_ROUTE = /\/src\/(components\/PageHeader\/(PageHeader\.tsx|index\.ts)|lib\/deferredPart\.tsx)$/;
/** lucide's check icon (every route but home), by its `__iconData.name`, the same in any folder layout. */
const isCheckIcon = (id: string, code = '') => /\/node_modules\/lucide-react\//.test(id) && /\bname:\s*["']check["']/.test(code);
/** Barrels re-export far more than the app uses: a path through one says nothing about what the app imports. */
const BARRELS = /node_modules\/(framer-motion|motion-dom|motion-utils|lucide-react)\/|\/packages\/react\/src\//;
/** A shared folder of the site (src/components/<name>, src/pages/<section>/shared) as a chunk name. */
const siteFolder = (id: string) => {
  const dir = id.startsWith(SITE) ? path.dirname(path.relative(SITE, id)) : '';
  return /^(components\/[^/]+|pages\/[^/]+\/shared)$/.test(dir) ? dir.replaceAll('/', '-') : null;
};

export function bootStageChunks() {
  const known = new Map<string, boolean>();
  // Whether the app stage imports `id` statically, through anything but a barrel.
  const reachable = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
    if (id === APP_STAGE) return true;
    if (BARRELS.test(id)) return false;
    if (known.has(id)) return known.get(id) as boolean;
    const info = ctx.getModuleInfo(id);
    if (!info || visiting.has(id)) return false;
    visiting.add(id);
    const result = info.importers.some((importer) => reachable(importer, ctx, visiting));
    visiting.delete(id);
    if (result || visiting.size === 0) known.set(id, result);
    return result;
  };
  const inApp = (id: string, ctx: ChunkingContext) => {
    const info = ctx.getModuleInfo(id);
    const sharedHelper = SHARED_HELPER.test(id) && !!info && info.importers.length >= 2 && (info.code?.length ?? Infinity) <= SHARED_HELPER_MAX_CHARS;
    return sharedHelper || NEARLY_EVERY_ROUTE.test(id) || isCheckIcon(id, info?.code ?? '') || reachable(id, ctx, new Set());
  };
  // Higher priority captures first, with its modules' dependencies unless a group above claimed them.
  return [
    ...BOOT_PACKAGES.map(([name, test], i) => ({ name, test, priority: 30 - i })),
    { debugName: 'app', priority: 10, name: (id: string, ctx: ChunkingContext) => (inApp(id, ctx) ? 'app' : null) },
    // A chunk per shared folder, of the modules at least four pages import statically (a module only
    // imported dynamically keeps a chunk of its own), with their dependencies.
    { debugName: 'folders', priority: 5, minShareCount: 4, name: (id: string, ctx: ChunkingContext) => (ctx.getModuleInfo(id)?.importers.length ? siteFolder(id) : null) },
  ];
}

/**
 * V8 compiles a function at its first call, on the main thread, unless its file asks for eager compilation
 * on a background thread as it streams in (Chromium 136+). Most functions of the boot and app chunks run
 * while booting (docs/architecture.md, "Compile hints"). Added after minification, which drops comments.
 */
function compileHints(): Plugin {
  const eager = new Set([...BOOT_PACKAGES.map(([name]) => name), 'app']);
  return {
    name: 'motion-kit:compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && eager.has(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // Fails the build with a message naming the variable when a build-time URL is unsafe.
  const config = parseBuildConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  const workspace = workspaceConditions();
  return {
    plugins: [
      react({
        // Deterministic styled-components class ids: the prerender bundle and the split client chunks
        // create components in different orders, so counter-based ids would not match on hydration.
        plugins: [['@swc/plugin-styled-components', { displayName: mode !== 'production', ssr: true }]],
      }),
      ...[tokensPlugin(), demoSource(), tokenDocsRows(), headScriptPlugin(), siteSearchPlugin(), kitCost(), kitApiPlugin(), compileHints()],
    ],
    define: { ...buildConstants(), __BUILD_CONFIG__: JSON.stringify(config) },
    resolve: { conditions: workspace.resolve.conditions },
    build: {
      manifest: true,
      // No preload lists for lazy chunks (Vite's helper would carry every chunk's list on every page): a
      // prerendered page preloads its own modules (src/app/boot/pageBoot.mjs), a link its page on intent.
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: bootStageChunks() } } },
    },
    ssr: { ...workspace.ssr, noExternal: ['styled-components'] },
  };
});
