// Renders every route of the built site to its own dist/<route>/index.html, and dist/404.html.
// @ts-check
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { routeModule, staticClosure, entryKey } from './route-modules.mjs';


/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The inline scripts of the template (the theme script), hashed for the Content-Security-Policy. */
export function inlineScriptHashes(/** @type {string} */ template) {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );
}

/** Scripts only from this site plus the theme script's hash; no eval. Styles inline: styled-components injects <style>. */
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
 * @param {string} template
 * @param {{ html: string, styleTags: string, title: string, description: string }} page
 */
export function fillTemplate(template, page, extraHead = '') {
  const csp = contentSecurityPolicy(inlineScriptHashes(template));
  return template
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('<!--app-head-->', extraHead + page.styleTags)
    .replace('<!--app-html-->', page.html);
}

/** @param {{ distDir: string, ssrDir: string }} dirs */
export async function prerender({ distDir: dist, ssrDir }) {
  const ssrEntry = path.join(ssrDir, 'entry-server.js');
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const { render, PAGE_META } = await import(pathToFileURL(ssrEntry).href);
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryFiles = new Set(staticClosure(manifest, entryKey(manifest)).js);
  /** Preload the route's page chunk and its imports, so hydration does not wait on a request waterfall. */
  const preloads = (/** @type {string} */ route) =>
    staticClosure(manifest, routeModule(route))
      .js.filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join('\n    ');
  const started = performance.now();
  /** @type {string[]} */
  const written = [];
  for (const meta of PAGE_META) {
    const page = await render(meta.path);
    if (page.status !== 200) throw new Error(`prerender: ${meta.path} rendered with status ${page.status}`);
    const file = meta.path === '/' ? path.join(dist, 'index.html') : path.join(dist, meta.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page, preloads(meta.path)));
    written.push(path.relative(dist, file));
  }
  const notFound = await render('/this-page-does-not-exist');
  await writeFile(path.join(dist, '404.html'), fillTemplate(template, notFound, preloads('/404')));
  written.push('404.html');
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`prerender: ${written.length} pages in ${Math.round(performance.now() - started)} ms`);
}

