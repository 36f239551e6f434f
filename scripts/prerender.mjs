// Renders every route of the built site to its own dist/<route>/index.html, and dist/404.html.
// @ts-check
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';


/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {string} template
 * @param {{ html: string, styleTags: string, title: string, description: string }} page
 */
export function fillTemplate(template, page) {
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('<!--app-head-->', page.styleTags)
    .replace('<!--app-html-->', page.html);
}

/** @param {{ distDir: string, ssrDir: string }} dirs */
export async function prerender({ distDir: dist, ssrDir }) {
  const ssrEntry = path.join(ssrDir, 'entry-server.js');
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const { render, PAGE_META } = await import(pathToFileURL(ssrEntry).href);
  const started = performance.now();
  /** @type {string[]} */
  const written = [];
  for (const meta of PAGE_META) {
    const page = await render(meta.path);
    if (page.status !== 200) throw new Error(`prerender: ${meta.path} rendered with status ${page.status}`);
    const file = meta.path === '/' ? path.join(dist, 'index.html') : path.join(dist, meta.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page));
    written.push(path.relative(dist, file));
  }
  const notFound = await render('/this-page-does-not-exist');
  await writeFile(path.join(dist, '404.html'), fillTemplate(template, notFound));
  written.push('404.html');
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`prerender: ${written.length} pages in ${Math.round(performance.now() - started)} ms`);
}

