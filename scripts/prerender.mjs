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
 * being allowed to run. The one script with `src` allowed is the app's entry (`'self'` in the CSP).
 * @param {string} html the finished page
 * @param {string[]} ownScripts the texts of the scripts the prerender put there
 * @param {string} where the route, for the message
 * @param {string} [entry] the src of the app's entry module script
 */
export function inlineScriptHashes(html, ownScripts, where = 'a page', entry = undefined) {
  const own = new Set(ownScripts);
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes = '', text = ''] = match;
    const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? (/\bsrc\s*=/i.test(attributes) ? '' : undefined);
    if (src === undefined ? !own.has(text) : src !== entry || !/\btype="module"/.test(attributes) || text !== '') {
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

/** The entry's module script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The capture script minified once: it is inline in every page, so its comments and names would be
 * downloaded and parsed before the first paint. Vite's own minifier (Oxc), as for the app's chunks.
 */
export const bootScript = (() => {
  const { code, errors } = minifySync('page-boot.js', `(${boot})();`, { compress: true, mangle: true });
  if (errors.length) throw new Error(`prerender: could not minify the boot script: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim().replace(/;$/, '');
})();

/**
 * Puts the capture script and the app's scripts at the top of <head>, right after the theme script: the
 * entry as a module script and every module the page loads first (Vite's preloads and the route's
 * page chunks, `routeModules`) as `modulepreload` links, so the preload scanner requests them all with
 * the first bytes of the page and hydration waits on no request waterfall. The capture script runs in
 * the parser's first task, before any control is drawn.
 * @param {string} html
 * @param {string[]} routeModules
 */
export function placeScripts(html, routeModules) {
  const entry = html.match(ENTRY_SCRIPT);
  if (!entry) throw new Error('prerender: the template has no entry <script type="module" src>');
  /** @type {string[]} */
  const modules = [];
  const withoutScripts = html.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g, (_, href) => {
    modules.push(href);
    return '';
  });
  const preloads = [...new Set([...modules, ...routeModules])].map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`);
  const scripts = `\n    <script>${bootScript}</script>\n    <script type="module" crossorigin src="${entry[1]}"></script>${preloads.join('')}`;
  const themeScriptEnd = withoutScripts.match(/<head>[\s\S]*?<script>[\s\S]*?<\/script>/);
  if (!themeScriptEnd) throw new Error('prerender: the template has no inline theme <script> in <head>');
  const at = themeScriptEnd.index + themeScriptEnd[0].length;
  return `${withoutScripts.slice(0, at)}${scripts}${withoutScripts.slice(at)}`;
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
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  const html = placeScripts(
    template
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
      .replace('<!--app-head-->', () => page.styleTags)
      .replace('<!--app-html-->', () => page.html),
    routeModules,
  );
  const csp = contentSecurityPolicy(inlineScriptHashes(html, [...themeScripts, bootScript], where, entry));
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
  /** Everything the page boots with but the entry itself (its module script), then the route's page chunk and its imports: all preloaded with the entry, so hydration waits on no request waterfall. */
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

