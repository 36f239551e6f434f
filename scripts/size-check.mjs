// Byte budgets over Vite's manifest (deterministic, so it runs in `npm test`):
// first-load JS per route (entry closure + the route's page chunk closure) and every lazy chunk, gzip,
// and the number of files an example page loads first. `--routes` also prints each route's first-load
// files and bytes (a markdown table), to compare builds: DIST_DIR=<dir> node scripts/size-check.mjs --routes
// @ts-check
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { bootClosure, readRouteModules, routeModule, staticClosure } from './route-modules.mjs';
import { EXPORT_BUDGETS_FILE, EXPORT_SIZES_FILE, exportBudgetFailures } from './packages/export-sizes.mjs';

/** The issue's byte budgets, enforced here (in `npm test`) and by `npm run bench`. */
export const BUDGETS = {
  // What every page shares (`sharedJsKb`) is most of it; parts below the first screen hydrate later.
  // The example pages with the most demos come closest: docs/performance.md says what is left.
  firstLoadJsKb: 140,
  /**
   * What every page loads before it can run: the entry, React, Rolldown's runtime, the styling runtime
   * and the app shell with the router and the header's search launcher (about 111 KB). Each kilobyte of
   * it is on every route's first tap. It also keeps framer-motion's renderer (about 10 KB, which a
   * `LazyMotion` at the root would bring) with the parts that animate, in `AnimationFeatures`.
   */
  sharedJsKb: 115,
  lazyChunkKb: 25,
  /**
   * Routes allowed more than `firstLoadJsKb`: the theme studio is a tool, not a page to read, and its
   * first screen needs the token sources, the build's own validator and contrast guard to show a draft's
   * contrast pairs; no other route loads any of it.
   */
  routeFirstLoadJsKb: { '/studio': 145 },
  /**
   * What the site search loads on first use beyond the first load: its code, the palette's dialog, the
   * index, and framer-motion's component core (AnimatePresence, `m`, and `LazyMotion` with the renderer
   * it brings, about 9 KB), which no first load carries (the dialogs and toasts share them, so they
   * arrive with the first of these), and the kit's motion scope, which shares a chunk with the example
   * pages' preview frame and code block (5.8 KB together).
   */
  siteSearchKb: 50,
};

/**
 * How many JavaScript files an example page may load before it can run (the boot script requests them
 * all at once after the first paint). Over HTTP/1.1, which the bench's server and some hosts speak,
 * Chromium opens six connections per host: React's chunk (about 68 KB) holds one of them for most of the
 * download, and each file beyond those in flight waits for a free connection and a round trip (150 ms
 * on the first-tap scenario's network). The five boot files (the entry, React, Rolldown's runtime, the
 * styling runtime, the app) leave five connections for the page's own files, which fetch two to three
 * rounds of small files each while React's chunk downloads. Under that throttling, pages of up to 17
 * files finished their last file with React's chunk; pages of 18 and more finished it later, and a page
 * cannot run before its last file. Example pages have the most
 * files (their demos, kit components, framer-motion's core, icons), so the budget is theirs.
 */
export const EXAMPLE_FIRST_LOAD_FILES = 17;

/** Example pages whose first load has more files than the budget. @param {{ route: string, files: number, example: boolean }[]} rows */
export function fileCountFailures(rows, budget = EXAMPLE_FIRST_LOAD_FILES) {
  return rows
    .filter((row) => row.example && row.files > budget)
    .map((row) => `${row.route}: ${row.files} first-load JS files > ${budget} (an example page; see EXAMPLE_FIRST_LOAD_FILES)`);
}

/** The module the site search loads when it is opened or about to be, with what it imports (src/app/search/SearchLauncher.tsx). */
export const SITE_SEARCH_MODULES = ['src/app/search/SiteSearch.tsx'];

/** What the first load aims at: routes above it are listed, not failed. */
export const FIRST_LOAD_AIM_KB = 130;

/**
 * The files every page loads, over their budget. @param {{ files: string[], gzip: number }} shared
 * @returns {string[]}
 */
export function sharedJsFailures(shared, budgetKb = BUDGETS.sharedJsKb) {
  if (shared.gzip <= budgetKb * 1024) return [];
  return [`shared first-load JS (every page): ${kb(shared.gzip)} KB gzip > ${budgetKb} KB (${shared.files.join(', ')})`];
}

/** @param {string} distDir */
export async function measure(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  /** @type {Map<string, number>} */
  const cache = new Map();
  const gz = async (/** @type {string} */ file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(await readFile(path.join(distDir, file))).length);
    return /** @type {number} */ (cache.get(file));
  };
  const sum = async (/** @type {string[]} */ files) => (await Promise.all(files.map(gz))).reduce((a, b) => a + b, 0);

  const entry = bootClosure(manifest);
  const routeModules = await readRouteModules(distDir);
  const routes = await routeList(distDir);
  const rows = [];
  for (const route of routes) {
    const page = staticClosure(manifest, routeModule(routeModules, route));
    const js = [...new Set([...entry.js, ...page.js])];
    const css = [...new Set([...entry.css, ...page.css])];
    const example = routeModule(routeModules, route).startsWith('src/pages/examples/');
    rows.push({ route, example, files: js.length, jsGzip: await sum(js), cssGzip: await sum(css) });
  }
  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || !chunk.file.endsWith('.js') || entry.js.includes(chunk.file)) continue;
    lazy.push({ chunk: key, file: chunk.file, gzip: await gz(chunk.file) });
  }
  lazy.sort((a, b) => b.gzip - a.gzip);
  const searchFiles = [...new Set(SITE_SEARCH_MODULES.flatMap((key) => {
    if (!manifest[key]) throw new Error(`size: ${key} is not in the build manifest (was it renamed?)`);
    return staticClosure(manifest, key).js;
  }))].filter((file) => !entry.js.includes(file));
  const siteSearch = { files: searchFiles, gzip: await sum(searchFiles) };
  const shared = { files: entry.js, gzip: await sum(entry.js) };
  return { rows, lazy, siteSearch, shared };
}

/** Routes that were prerendered: every dist/<route>/index.html. */
async function routeList(distDir) {
  const { glob } = await import('tinyglobby');
  const files = await glob('**/index.html', { cwd: distDir });
  return files.map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\/index\.html$/, '')}`)).sort();
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const { rows, lazy, siteSearch, shared } = await measure(distDir);
  const failures = [];
  const overAim = [];
  const worst = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  for (const row of rows) {
    const budgetKb = BUDGETS.routeFirstLoadJsKb[/** @type {keyof typeof BUDGETS.routeFirstLoadJsKb} */ (row.route)] ?? BUDGETS.firstLoadJsKb;
    if (row.jsGzip > budgetKb * 1024) failures.push(`${row.route}: first-load JS ${kb(row.jsGzip)} KB gzip > ${budgetKb} KB`);
    else if (row.jsGzip > FIRST_LOAD_AIM_KB * 1024) overAim.push(row);
  }
  for (const chunk of lazy) {
    if (chunk.gzip > BUDGETS.lazyChunkKb * 1024) failures.push(`lazy chunk ${chunk.chunk} (${chunk.file}): ${kb(chunk.gzip)} KB gzip > ${BUDGETS.lazyChunkKb} KB`);
  }
  failures.push(...fileCountFailures(rows), ...sharedJsFailures(shared));
  if (siteSearch.gzip > BUDGETS.siteSearchKb * 1024) failures.push(`site search: ${kb(siteSearch.gzip)} KB gzip > ${BUDGETS.siteSearchKb} KB (${siteSearch.files.join(', ')})`);
  const best = rows.reduce((a, b) => (b.jsGzip < a.jsGzip ? b : a));
  console.log(`size: shared first-load JS (every page) ${kb(shared.gzip)} KB gzip in ${shared.files.length} files; budget ${BUDGETS.sharedJsKb} KB`);
  console.log(`size: ${rows.length} routes; first-load JS ${kb(best.jsGzip)} KB (${best.route}) to ${kb(worst.jsGzip)} KB gzip (${worst.route}); budget ${BUDGETS.firstLoadJsKb} KB`);
  if (overAim.length) {
    const list = overAim.sort((a, b) => b.jsGzip - a.jsGzip).map((row) => `${row.route} ${kb(row.jsGzip)}`);
    console.log(`size: ${overAim.length} of ${rows.length} routes within budget but over the ${FIRST_LOAD_AIM_KB} KB aim: ${list.join(', ')}`);
  }
  const examples = rows.filter((row) => row.example);
  const mostFiles = examples.reduce((a, b) => (b.files > a.files ? b : a), examples[0] ?? { route: 'none', files: 0 });
  console.log(`size: example pages' first loads ${Math.min(...examples.map((row) => row.files))} to ${mostFiles.files} JS files (${mostFiles.route}); budget ${EXAMPLE_FIRST_LOAD_FILES}`);
  if (process.argv.includes('--routes')) {
    console.log(['| route | first-load JS files | first-load JS (gzip) |', '|---|---|---|', ...rows.map((row) => `| ${row.route} | ${row.files} | ${kb(row.jsGzip)} KB |`)].join('\n'));
  }
  console.log(`size: ${lazy.length} lazy chunks; largest ${lazy[0] ? `${kb(lazy[0].gzip)} KB gzip (${lazy[0].chunk})` : 'none'}, budget ${BUDGETS.lazyChunkKb} KB`);
  console.log(`size: site search (code, dialog and index, loaded on first use) ${kb(siteSearch.gzip)} KB gzip in ${siteSearch.files.length} files; budget ${BUDGETS.siteSearchKb} KB`);
  // What each export of @motion-kit/react adds to an app (npm run pack measures it), against its budget.
  const sizes = await readFile(EXPORT_SIZES_FILE, 'utf8').then(JSON.parse, () => null);
  if (!sizes) failures.push(`${EXPORT_SIZES_FILE} is missing: run npm run pack`);
  else {
    const budgets = JSON.parse(await readFile(EXPORT_BUDGETS_FILE, 'utf8'));
    failures.push(...exportBudgetFailures(sizes.exports, budgets));
    const largest = Object.entries(sizes.exports).sort((a, b) => b[1].gzip - a[1].gzip)[0];
    console.log(`size: ${Object.keys(sizes.exports).length} kit exports within their budgets (${EXPORT_BUDGETS_FILE}) unless listed; largest ${largest?.[0]} ${kb(largest?.[1].gzip ?? 0)} KB gzip`);
  }
  if (failures.length) {
    console.error(`size: ${failures.length} budget${failures.length === 1 ? '' : 's'} missed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
