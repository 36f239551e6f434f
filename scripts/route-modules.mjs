// What a route loads first: its page's source module (recorded by the prerender) and the chunks a module
// pulls in through Vite's manifest. Read by the prerenderer's preload list, the size check and the bench.
// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the prerender records which source module renders each route, beside Vite's manifest. */
export const ROUTE_MODULES_FILE = path.join('.vite', 'route-modules.json');

/** @param {string} distDir @param {Record<string, string>} routeModules route ('/docs', '/404') -> a key of Vite's manifest */
export const writeRouteModules = (distDir, routeModules) => writeFile(path.join(distDir, ROUTE_MODULES_FILE), `${JSON.stringify(routeModules, null, 2)}\n`);

/** @param {string} distDir @returns {Promise<Record<string, string>>} */
export const readRouteModules = async (distDir) => JSON.parse(await readFile(path.join(distDir, ROUTE_MODULES_FILE), 'utf8'));

/** The source module of `route`: the one recorded, or the not-found page's. @param {Record<string, string>} routeModules @param {string} route */
export function routeModule(routeModules, route) {
  const module = routeModules[route] ?? routeModules['/404'];
  if (!module) throw new Error(`route-modules: no page module recorded for ${route} (run the build first)`);
  return module;
}

/** Every file a manifest entry loads before it can run: itself and its static imports, recursively.
 * @param {Record<string, any>} manifest @param {string[]} keys @returns {{ js: string[], css: string[] }} */
export function staticClosure(manifest, ...keys) {
  const js = new Set();
  const css = new Set();
  const visit = (/** @type {string} */ k) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** @param {Record<string, any>} manifest */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('manifest has no entry chunk');
  return key;
}

/** Every file a page loads to boot, whatever the route: the entry, the boot stages it imports dynamically
 * (src/app/boot/main.tsx) and their static imports. @param {Record<string, any>} manifest */
export function bootClosure(manifest) {
  const entry = entryKey(manifest);
  return staticClosure(manifest, entry, ...(manifest[entry].dynamicImports ?? []));
}
