// Renders every route of the built site to its own dist/<route>/index.html, and dist/404.html.
// @ts-check
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';
import { boot } from '../src/app/boot/pageBoot.mjs';
import { bootClosure, staticClosure, entryKey, writeRouteModules } from './route-modules.mjs';


/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The CSP source that allows one inline script. @param {string} text */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of every inline script (one without `src`) in some HTML. @param {string} html */
export function inlineScripts(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)].filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '')).map((match) => match[2] ?? '');
}

/**
 * The CSP hashes of the scripts the prerender writes into a page, known by construction (the theme
 * script of index.html and the boot script), never of whatever a page happens to hold: an inline
 * script that came in any other way (a token value, a content string) fails the build instead of
 * being allowed to run. Scripts with `src` are not expected either (the boot script loads the entry).
 * @param {string} html the finished page
 * @param {string[]} ownScripts the texts of the scripts the prerender put there
 * @param {string} where the route, for the message
 */
export function inlineScriptHashes(html, ownScripts, where = 'a page') {
  const own = new Set(ownScripts);
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !own.has(text)) {
      throw new Error(`prerender: ${where} holds a <script> the prerender did not write, refusing to allow it in the CSP: ${JSON.stringify(element.slice(0, 120))}`);
    }
  }
  return [...own].map(scriptHash);
}

/**
 * CSS for a <style> element: the HTML parser ends the element at the first "</style", wherever it
 * stands (in a string, a comment, a custom property), so every "<" before a "/" becomes the CSS escape
 * `\3c ` (the space ends the escape). Same meaning in strings and url(); a "<" that was already
 * escaped with a backslash keeps one escape, not a doubled backslash.
 * @param {string} css
 */
export function escapeStyleText(css) {
  return css.replace(/(\\*)<\//g, (_, slashes) => `${slashes.length % 2 === 0 ? slashes : slashes.slice(0, -1)}\\3c /`);
}

/** Scripts only from this site plus the inline scripts' hashes; no eval. Styles inline: styled-components injects <style>. */
export function contentSecurityPolicy(/** @type {string[]} */ scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * `boot` minified once: it is inline in every page, so its comments and names would be downloaded and
 * parsed before the first paint. Vite's own minifier (Oxc), as for the app's chunks; the call's
 * arguments are free names until each page fills them in.
 */
const bootSource = (() => {
  const { code, errors } = minifySync('page-boot.js', `(${boot})(BOOT_ENTRY,BOOT_MODULES);`, { compress: true, mangle: true });
  if (errors.length) throw new Error(`prerender: could not minify the boot script: ${errors.map((e) => e.message).join('; ')}`);
  const text = code.trim().replace(/;$/, '');
  if (!text.endsWith('(BOOT_ENTRY,BOOT_MODULES)')) throw new Error(`prerender: the minified boot script does not end with its call: ${text.slice(-60)}`);
  return text.slice(0, -'(BOOT_ENTRY,BOOT_MODULES)'.length);
})();

/** The boot script's text: `boot` serialised with the entry and the modules to preload. @param {string} entry @param {string[]} modules */
export const bootScript = (entry, modules) => `${bootSource}(${JSON.stringify(entry)},${JSON.stringify(modules)})`;

/**
 * Replaces the entry script and the module preloads Vite put in the template with the boot script,
 * which loads the entry and preloads its imports plus the route's page chunks (`routeModules`) after
 * the first paint.
 * @param {string} html
 * @param {string[]} routeModules
 */
export function deferScripts(html, routeModules) {
  return deferScriptsWithBoot(html, routeModules).html;
}

/**
 * deferScripts, also returning the boot script's text, which the CSP allows by construction.
 * @param {string} html @param {string[]} routeModules
 */
export function deferScriptsWithBoot(html, routeModules) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('prerender: the template has no entry <script type="module" src>');
  /** @type {string[]} */
  const modules = [];
  const withoutScripts = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g, (_, href) => {
    modules.push(href);
    return '';
  });
  const all = [...new Set([...modules, ...routeModules])];
  const text = bootScript(entry[1], all);
  const script = `<script>${text}</script>`;
  // Right after the theme script, at the top of <head>: what it does while the page parses (start
  // capturing input, watch for the first paint) then runs in the parser's first task, which the first
  // paint waits for anyway. At the end of <body> it would run in a later parse task, one
  // Lighthouse counts as blocking after the first paint.
  const themeScriptEnd = withoutScripts.match(/<head>[\s\S]*?<script>[\s\S]*?<\/script>/);
  if (!themeScriptEnd) throw new Error('prerender: the template has no inline theme <script> in <head>');
  const at = themeScriptEnd.index + themeScriptEnd[0].length;
  return { html: `${withoutScripts.slice(0, at)}\n    ${script}${withoutScripts.slice(at)}`, bootScript: text };
}

/**
 * The entry stylesheet (the token custom properties, small) goes into the page: the first
 * paint then waits on no request but the HTML. A disabled link to the same file stays: browsers do not
 * fetch a disabled stylesheet, and Vite's preload helper sees it and does not load the file again when
 * a lazy chunk that lists it as a dependency arrives.
 * @param {string} html
 * @param {(file: string) => string} readAsset
 */
export function inlineStylesheets(html, readAsset) {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)"\s*\/?>/g,
    (_, file) => `<style>${escapeStyleText(readAsset(file))}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`,
  );
}

/**
 * The favicon as a data URI: the browser fetches it while the page loads, one request fewer.
 * @param {string} html
 * @param {(file: string) => string} readAsset
 */
export function inlineFavicon(html, readAsset) {
  return html.replace(/<link rel="icon" type="image\/svg\+xml" href="\/([^"]+\.svg)"/, (_, file) =>
    `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(readAsset(file).trim())}"`);
}

/**
 * @param {string} template the built index.html, with stylesheet and favicon already inlined
 * @param {{ html: string, styleTags: string, title: string, description: string }} page
 * @param {string[]} routeModules the route's page chunk and its imports, preloaded with the entry
 * @param {string[]} themeScripts the inline scripts of index.html as Vite built it, read before
 *   anything was inlined into it: with the boot script, the only scripts the CSP allows
 * @param {string} [where] the route, for error messages
 */
export function fillTemplate(template, page, routeModules, themeScripts, where) {
  const { html, bootScript: ownBoot } = deferScriptsWithBoot(
    template
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace('<!--app-head-->', () => page.styleTags)
      .replace('<!--app-html-->', () => page.html),
    routeModules,
  );
  const csp = contentSecurityPolicy(inlineScriptHashes(html, [...themeScripts, ownBoot], where));
  return html.replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`);
}

/** @param {{ distDir: string, ssrDir: string }} dirs */
export async function prerender({ distDir: dist, ssrDir }) {
  const ssrEntry = path.join(ssrDir, 'entry-server.js');
  const readAsset = (/** @type {string} */ file) => readFileSync(path.join(dist, file), 'utf8');
  const built = await readFile(path.join(dist, 'index.html'), 'utf8');
  // Read before anything is inlined: a stylesheet cannot add a script to the allowed ones.
  const themeScripts = inlineScripts(built);
  const template = inlineFavicon(inlineStylesheets(built, readAsset), readAsset);
  const { render, PAGE_META, pageSourceModule } = await import(pathToFileURL(ssrEntry).href);
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryFile = manifest[entryKey(manifest)].file;
  /** Everything the page boots with but the entry itself (the boot script imports that), then the route's page chunk and its imports: all preloaded with the entry, so hydration waits on no request waterfall. */
  const bootFiles = bootClosure(manifest).js.filter((file) => file !== entryFile);
  const preloads = (/** @type {string} */ route) =>
    [...new Set([...bootFiles, ...staticClosure(manifest, pageSourceModule(route)).js])].map((file) => `/${file}`);
  const started = performance.now();
  /** @type {string[]} */
  const written = [];
  for (const meta of PAGE_META) {
    const page = await render(meta.path);
    if (page.status !== 200) throw new Error(`prerender: ${meta.path} rendered with status ${page.status}`);
    const file = meta.path === '/' ? path.join(dist, 'index.html') : path.join(dist, meta.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page, preloads(meta.path), themeScripts, meta.path));
    written.push(path.relative(dist, file));
  }
  const notFound = await render('/this-page-does-not-exist');
  await writeFile(path.join(dist, '404.html'), fillTemplate(template, notFound, preloads('/404'), themeScripts, '404.html'));
  written.push('404.html');
  await writeRouteModules(dist, Object.fromEntries([...PAGE_META.map((/** @type {{ path: string }} */ meta) => meta.path), '/404'].map((route) => [route, pageSourceModule(route)])));
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`prerender: ${written.length} pages in ${Math.round(performance.now() - started)} ms`);
}

