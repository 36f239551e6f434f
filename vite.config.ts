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

/**
 * Chunks beyond automatic splitting (docs/performance.md, "Fewer, larger files in the first load"): one per
 * boot stage (src/app/boot/main.tsx), then groups joining modules the same pages load together. Packages go
 * by name, never by a file inside them.
 */
const BOOT_PACKAGES: Array<[string, RegExp]> = [
  // Vite's dynamic-import helper joins React: the entry needs both at once.
  ['boot-react', /node_modules\/(react|react-dom|scheduler)\/|vite\/preload-helper/],
  // With the stage's own one-line module, or that is a file of its own.
  ['boot-styles', /node_modules\/(styled-components|stylis|@emotion\/[^/]+|tslib|shallowequal)\/|src\/app\/boot\/styles\.ts$/],
];
/** Chunks V8 compiles as they download (`compileHints`). */
const EAGERLY_COMPILED_CHUNKS = new Set([...BOOT_PACKAGES.map(([name]) => name), 'app']);
/** Small helpers of src/lib or src/hooks that several chunks share ride in the app chunk up to this size. */
const SHARED_HELPER_MAX_CHARS = 1200;
/** In the app chunk too: the page header (every route but home), the deferred parts' loader, lucide's check icon. */
const NEARLY_EVERY_ROUTE = /\/src\/(components\/PageHeader\/(PageHeader\.tsx|index\.ts)|lib\/deferredPart\.tsx)$/;
const NEARLY_EVERY_ROUTE_ICONS = ['check'];
/** A lucide-react icon's name (its `__iconData.name`), the same in any folder layout. */
const lucideIconName = (id: string, code: string | null | undefined) =>
  /\/node_modules\/lucide-react\//.test(id) && code ? /\bname:\s*["']([\w-]+)["']/.exec(code)?.[1] : undefined;
const APP_STAGE = fileURLToPath(new URL('./src/app/boot/start.tsx', import.meta.url));
/** Barrels re-export far more than the app uses: a path through one says nothing about what the app imports. */
const BARRELS = /node_modules\/(framer-motion|motion-dom|motion-utils|lucide-react)\/|\/packages\/react\/src\//;

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
  const sharedHelper = (id: string, ctx: ChunkingContext): boolean => {
    if (!/\/src\/(?:lib|hooks)\/[^/]+\.tsx?$/.test(id)) return false;
    const info = ctx.getModuleInfo(id);
    return !!info && info.importers.length >= 2 && (info.code?.length ?? Infinity) <= SHARED_HELPER_MAX_CHARS;
  };
  // Higher priority captures first, with its modules' dependencies unless a group above claimed them.
  return [
    ...BOOT_PACKAGES.map(([name, test], i) => ({ name, test, priority: 30 - i })),
    {
      debugName: 'app',
      priority: 10,
      name: (id: string, ctx: ChunkingContext) =>
        sharedHelper(id, ctx) || NEARLY_EVERY_ROUTE.test(id) || NEARLY_EVERY_ROUTE_ICONS.includes(lucideIconName(id, ctx.getModuleInfo(id)?.code) ?? '') || reachable(id, ctx, new Set())
          ? 'app'
          : null,
    },
    // The live preview frame (example pages and home), before the group below takes it with the code block.
    { name: 'MotionPreview', priority: 6, test: /\/src\/components\/MotionPreview\/MotionPreview\.tsx$/ },
    // Every example page's frame and sections with the code block and its tabs.
    { name: 'example-page', priority: 5, test: /\/src\/(pages\/examples\/shared\/(ExamplePage|ExampleSection|index)|components\/CodeBlock\/CodeBlock)\.tsx?$/ },
    // The motion spec panel with its rows: the dialog, drawer, palette and toast pages.
    { name: 'MotionSpecPanel', priority: 5, test: /\/src\/(components\/MotionPreview\/MotionSpecPanel|theme\/motionSpecRows)\.tsx?$/ },
    // The text field and its validation, not what they import (icons other pages use without them).
    { name: 'Input', priority: 5, includeDependenciesRecursively: false, test: /\/src\/(components\/Input\/Input|lib\/validation)\.tsx?$/ },
  ];
}

/**
 * V8 compiles a function lazily, on the main thread, at its first call, unless its file asks for eager
 * compilation, done on a background thread as the file streams in (explicit compile hints, Chromium 136+).
 * Most functions of the boot chunks and the app chunk run during boot and hydration (docs/architecture.md,
 * "Compile hints"). Added after minification, which would drop the comment.
 */
function compileHints(): Plugin {
  return {
    name: 'motion-kit:compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && EAGERLY_COMPILED_CHUNKS.has(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/**
 * The workspace packages resolve to their sources (the `source` condition of their exports maps, which the
 * published manifests drop), so the site imports the kit exactly as an app does, and nothing else of it:
 * a path into the kit's folders is not an export. Vitest uses the same conditions.
 */
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
        // Deterministic styled-components class ids: the prerender bundle and the split client chunks
        // create components in different orders, so counter-based ids would not match on hydration.
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
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: bootStageChunks() } } },
    },
    ssr: {
      ...workspace.ssr,
      noExternal: ['styled-components'],
    },
  };
});
