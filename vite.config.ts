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
 * The entry (src/app/boot/main.tsx) evaluates the app in stages: React with the entry, then the styling runtime
 * and the app, each a dynamic import. Each stage is one chunk: React's packages, styled-components and
 * its helpers, and every other module the app stage imports statically (loaded on every page anyway; one chunk
 * instead of the dozen small shared chunks automatic splitting makes of them, each one a request and a
 * round trip on a slow mobile connection). Lazy chunks import from these as from any shared chunk.
 */
const BOOT_PACKAGES: Array<[string, RegExp]> = [
  // Vite's dynamic-import helper joins React: the entry needs it (and React) at once. Rolldown's own
  // runtime helpers stay a small file of their own: no group can capture that module.
  ['boot-react', /node_modules\/(react|react-dom|scheduler)\/|vite\/preload-helper/],
  // The stage's own module (a re-export) too, or it is a chunk of its own: one more request for one line.
  ['boot-styles', /node_modules\/(styled-components|stylis|@emotion\/[^/]+|tslib|shallowequal)\/|src\/app\/boot\/styles\.ts$/],
];
const BOOT_CHUNK_NAMES = new Set(BOOT_PACKAGES.map(([name]) => name));
/** The first-load chunks whose functions V8 compiles as they download (`compileHints`). */
const EAGERLY_COMPILED_CHUNKS = new Set([...BOOT_CHUNK_NAMES, 'app']);
/** How small a shared helper in src/lib or src/hooks must be to ride in the app chunk (its transformed code). */
const SHARED_HELPER_MAX_CHARS = 1200;
/**
 * Small modules that nearly every route loads, in the app chunk rather than files of their own: the page
 * header (every route but the home page, which pays its 0.4 KB), the deferred parts' loader (every example
 * page's API reference, the docs, design-tokens and studio pages; 0.4 KB) and the copy button's check icon
 * (every example page, the changelog and the studio; 0.1 KB), found by its icon name in lucide-react.
 */
const NEARLY_EVERY_ROUTE = /\/src\/(components\/PageHeader\/(PageHeader\.tsx|index\.ts)|lib\/deferredPart\.tsx)$/;
const NEARLY_EVERY_ROUTE_ICONS = ['check'];
/** A lucide-react icon module's name (its `__iconData.name`), by which the icon is known in any folder layout. */
const lucideIconName = (id: string, code: string | null | undefined) =>
  /\/node_modules\/lucide-react\//.test(id) && code ? /\bname:\s*["']([\w-]+)["']/.exec(code)?.[1] : undefined;
const APP_STAGE = fileURLToPath(new URL('./src/app/boot/start.tsx', import.meta.url));

/**
 * Chunks a page's first load is made of, beyond what automatic splitting would do. Every file is a
 * request, and over HTTP/1.1 (the bench's server; some hosts) Chromium opens six connections per host,
 * so from the seventh file on each waits for a free connection and a round trip: an example page of
 * 20-25 files finished its last few hundred-byte files after React's chunk, which the page cannot run
 * without. Automatic splitting makes one chunk per set of importers, so modules that the same pages load
 * but that some lazy chunk also imports become files of their own. The groups below join such modules
 * where the pages that load one load the others; a page that loads one without the others pays a little
 * (each group says how much). `node scripts/size-check.mjs --routes` prints each route's first-load files
 * and bytes, and `npm run size` holds the example pages to a number of files (EXAMPLE_FIRST_LOAD_FILES).
 */
export function bootStageChunks() {
  // Barrel packages re-export code that only lazy chunks use (framer-motion's animation features, icons of
  // one page; the kit's entry re-exports every component, the dialogs with Radix among them), so the import
  // graph alone would pull it in; automatic splitting places their modules, and what the app stage really
  // uses of them comes along with it as its dependencies.
  const barrels = /node_modules\/(framer-motion|motion-dom|motion-utils|lucide-react)\/|\/packages\/react\/src\//;
  const known = new Map<string, boolean>();
  // Whether the app stage imports `id` statically, through anything but a barrel: a path through one
  // (Radix Dialog <- Drawer <- the kit's entry <- the app) says nothing about what the app uses.
  const reachable = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
    if (id === APP_STAGE) return true;
    if (barrels.test(id)) return false;
    if (known.has(id)) return known.get(id) as boolean;
    const info = ctx.getModuleInfo(id);
    if (!info || visiting.has(id)) return false;
    visiting.add(id);
    const result = info.importers.some((importer) => reachable(importer, ctx, visiting));
    visiting.delete(id);
    if (result || visiting.size === 0) known.set(id, result);
    return result;
  };
  // Helpers of a few lines that several page chunks share: alone, each becomes a tiny chunk, a request
  // and an import in every user. In the app chunk, the pages that use them load less, and a page that
  // does not pays only a few bytes.
  const sharedHelper = (id: string, ctx: ChunkingContext): boolean => {
    if (!/\/src\/(?:lib|hooks)\/[^/]+\.tsx?$/.test(id)) return false;
    const info = ctx.getModuleInfo(id);
    return !!info && info.importers.length >= 2 && (info.code?.length ?? Infinity) <= SHARED_HELPER_MAX_CHARS;
  };
  // Higher priority captures first: each stage's packages go to their chunk before the app's group,
  // which takes the dependencies of what it captures, can claim them. The groups below it take their
  // modules' dependencies too, except what a group above has claimed.
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
    // The live preview frame: every example page and the home page. Its own chunk, claimed before the
    // example pages' group below would take it along with the code block (the home page has no code block).
    { name: 'MotionPreview', priority: 6, test: /\/src\/components\/MotionPreview\/MotionPreview\.tsx$/ },
    // What every example page is built from: its frame and sections (with their index, a re-export that
    // would be a file of its own), and the code block with its tabs. The
    // docs page's code samples (a part loaded after that page) bring the frame along, 0.7 KB.
    { name: 'example-page', priority: 5, test: /\/src\/(pages\/examples\/shared\/(ExamplePage|ExampleSection|index)|components\/CodeBlock\/CodeBlock)\.tsx?$/ },
    // The motion spec panel of the dialog, drawer, palette and toast pages with its rows; the design-tokens
    // page's motion section (loaded after that page) brings the panel along, 1.8 KB.
    { name: 'MotionSpecPanel', priority: 5, test: /\/src\/(components\/MotionPreview\/MotionSpecPanel|theme\/motionSpecRows)\.tsx?$/ },
    // The text field and the form validation its pages use: the inputs and adaptive-forms pages load both;
    // the toast page (the field alone) loads the validation's 0.4 KB too. Only these two modules, not what
    // they import (the field's icons, which alerts, toggles and a modal demo use without it); nothing they
    // import imports them back, so the chunks cannot form a cycle.
    { name: 'Input', priority: 5, includeDependenciesRecursively: false, test: /\/src\/(components\/Input\/Input|lib\/validation)\.tsx?$/ },
  ];
}

/**
 * Most functions of React and styled-components run while the page boots and hydrates, and so do enough
 * of the app chunk's (the router, the header, the providers, the theme) that compiling all of it beats
 * compiling on demand: lazily compiling them on the main thread was about a fifth of its work between the
 * last byte and data-hydrated on a slow phone, and the palette's and toasts' code, which waits for use,
 * is a small part of the chunk. V8 compiles a function lazily, on the main thread, when it is first
 * called, unless its file asks for eager compilation, which happens on a background thread as the file
 * streams in (explicit compile hints, Chromium 136+; other browsers read a comment). Not for page or
 * lazy chunks. The comment goes on after minification, which would drop it.
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
