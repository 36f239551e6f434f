// Which source module renders a route: mirrors the lazy imports of src/app/routes.tsx, so the
// prerenderer can preload a page's chunk and the size check can measure what a route loads.
// @ts-check

const DOC_PAGES = /** @type {Record<string, string>} */ ({
  '/': 'src/pages/Home/index.ts',
  '/docs': 'src/pages/Documentation/index.ts',
  '/docs/documentation': 'src/pages/Documentation/index.ts',
  '/docs/design-tokens': 'src/pages/DesignTokens/index.ts',
  '/docs/components': 'src/pages/ComponentLibrary/index.ts',
  '/docs/changelog': 'src/pages/Changelog/index.ts',
  '/examples': 'src/pages/ExamplesIndex/index.ts',
});

const ALIASES = new Set(['/buttons', '/cards', '/modals', '/experience-demo']);

/** @param {string} route @returns {string} */
export function routeModule(route) {
  if (DOC_PAGES[route]) return DOC_PAGES[route];
  if (ALIASES.has(route)) return `src/pages/examples${route}/index.ts`;
  const example = route.match(/^\/examples\/([a-z-]+)$/);
  if (example) return `src/pages/examples/${example[1]}/index.ts`;
  return 'src/pages/NotFound/index.ts';
}

/**
 * Every file a manifest entry loads before it can run: itself and its static imports, recursively.
 * @param {Record<string, any>} manifest
 * @param {string} key
 * @returns {{ js: string[], css: string[] }}
 */
export function staticClosure(manifest, key) {
  const js = new Set();
  const css = new Set();
  const visit = (/** @type {string} */ k) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** @param {Record<string, any>} manifest */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('manifest has no entry chunk');
  return key;
}

/**
 * Every file a page loads to boot, whatever the route: the entry and its static imports, plus the boot
 * stages the entry imports dynamically (src/main.tsx evaluates the app in stages) and their imports.
 * The entry imports nothing else dynamically, so all of this is first-load JavaScript.
 * @param {Record<string, any>} manifest
 * @returns {{ js: string[], css: string[] }}
 */
export function bootClosure(manifest) {
  const key = entryKey(manifest);
  const parts = [key, ...(manifest[key].dynamicImports ?? [])].map((k) => staticClosure(manifest, k));
  return { js: [...new Set(parts.flatMap((p) => p.js))], css: [...new Set(parts.flatMap((p) => p.css))] };
}
