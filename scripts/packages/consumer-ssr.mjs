// The consumer test's server-rendering step (scripts/consumer-test.mjs runs it in the fresh app):
// 1. TypeScript's transpileModule (the app's own `typescript`) compiles the Getting Started files and every
//    example's demo files one by one into <app>/ssr/, keeping each import as written (a relative one gains
//    `.js`). It resolves and bundles nothing, so no `ssr.noExternal` or other bundler setting can hide a
//    package that Node cannot load: the kit, its dependencies and the peers come from the installed
//    tarballs through Node's own ESM resolution. (esbuild or tsx would do the same; transpileModule needs no
//    package beyond what the app installs.)
// 2. `node server/render.mjs` (scripts/consumer-template/server) renders the Getting Started tree and every
//    demo component with renderToString and styled-components' ServerStyleSheet, in a plain Node process.
// 3. The Getting Started page, that markup and its style tags in the document and ThemeScript first in
//    <head>, hydrates in Chromium (main.tsx with `hydrateRoot` for `createRoot(…).render`, built by the app's
//    Vite), with and without a stored light theme: any console error or warning fails it (React's #418 and
//    #419 included), and the server's nodes must be the ones the page keeps.
// @ts-check
/* global window, document -- page callbacks run in the browser */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { failsHydration } from './consumer-checks.mjs';
import { run } from './consumer-app.mjs';

const CREATE_ROOT_IMPORT = "import { createRoot } from 'react-dom/client';";
const CREATE_ROOT_CALL = "createRoot(document.getElementById('root')!).render(";
const TOKENS_CSS_IMPORT = "import '@motion-kit/tokens/css';";

/** main.tsx as the page shows it, for the server (the tree as `app`) and for hydration. */
export function mainVariants(/** @type {string} */ main) {
  const missing = [CREATE_ROOT_IMPORT, CREATE_ROOT_CALL, TOKENS_CSS_IMPORT].filter((line) => !main.includes(line));
  if (missing.length) return { missing };
  return {
    // Node does not import a stylesheet: the document links it instead (the app's Vite build bundles it).
    // The render call's argument becomes the module's `app` (a call keeps its trailing comma valid).
    server: main.replace(TOKENS_CSS_IMPORT, '').replace(CREATE_ROOT_IMPORT, '').replace(CREATE_ROOT_CALL, 'export const app = ((element) => element)('),
    client: main
      .replace(CREATE_ROOT_IMPORT, "import { hydrateRoot } from 'react-dom/client';")
      .replace(CREATE_ROOT_CALL, "hydrateRoot(document.getElementById('root')!, "),
  };
}

/**
 * @param {{
 *   app: string, root: string, port: number, files: string[], demos: string[], gettingStarted: string,
 *   resolve: (from: string, specifier: string) => string | null,
 *   label: (file: string) => string, fail: (message: string) => void, ok: (message: string) => void,
 * }} options files: every sample and helper (paths from the repository root); demos: the example demo files.
 */
export async function serverRenderAndHydrate({ app, root, port, files, demos, gettingStarted, resolve, label, fail, ok }) {
  const { default: ts } = await import(pathToFileURL(path.join(app, 'node_modules/typescript/lib/typescript.js')).href);
  const out = (/** @type {string} */ file) => path.join(app, 'ssr', path.relative('src', file).replace(/\.tsx?$/, '.js'));
  const main = await readFile(path.join(root, gettingStarted, 'main.tsx'), 'utf8');
  const variants = mainVariants(main);
  if ('missing' in variants) {
    fail(`Documentation › Getting Started › main.tsx: server rendering derives its tree from the lines ${variants.missing.join(' ')}, which it no longer has`);
    return;
  }
  const serverMain = path.join(gettingStarted, 'main.server.tsx');
  const sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(root, file), 'utf8')])));
  sources.set(serverMain, variants.server);
  for (const [file, text] of sources) {
    const { outputText } = ts.transpileModule(text, {
      fileName: file,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    });
    const code = outputText.replace(/(from\s*|import\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (/** @type {string} */ whole, before, quote, specifier) => {
      const target = resolve(file, specifier);
      if (!target) return whole;
      const relative = path.relative(path.dirname(out(file)), out(target));
      return `${before}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
    });
    await mkdir(path.dirname(out(file)), { recursive: true });
    await writeFile(out(file), code);
  }
  const job = path.join(app, 'ssr/job.json');
  const result = path.join(app, 'ssr/result.json');
  await writeFile(job, JSON.stringify({ app: out(serverMain), demos: demos.map((file) => ({ label: label(file), module: out(file) })) }));
  const rendered = await run(process.execPath, [path.join(app, 'server/render.mjs'), job, result], app);
  if (rendered.code !== 0) {
    fail(`node server/render.mjs failed:\n${rendered.output}`);
    return;
  }
  /** @type {{ app: { html: string, styles: string, head: string, problems: string[] }, demos: { label: string, bytes?: number, styled?: boolean, problems: string[] }[] }} */
  const { app: page, demos: renderedDemos } = JSON.parse(await readFile(result, 'utf8'));
  let demoFailures = 0;
  for (const demo of renderedDemos) {
    const problems = [...demo.problems];
    if (!problems.length && !demo.bytes) problems.push('rendered nothing');
    if (problems.length) {
      demoFailures += 1;
      fail(`server rendering in plain Node: ${demo.label}: ${problems.join(' | ')}`);
    }
  }
  if (!demoFailures) ok(`server rendering in plain Node: ${renderedDemos.length} demo components of ${demos.length} example files render with renderToString and ServerStyleSheet`);
  if (page.problems.length || !page.html.includes('Get started')) {
    fail(`server rendering in plain Node: the Getting Started app: ${page.problems.join(' | ') || 'no "Get started" button in the markup'}`);
    return;
  }
  ok(`server rendering in plain Node: the Getting Started app (${page.html.length} B of HTML, ${page.styles.length} B of style tags)`);
  await hydrate({ app, port, page, client: variants.client, fail, ok });
}

/** @param {{ app: string, port: number, page: { html: string, styles: string, head: string }, client: string, fail: (m: string) => void, ok: (m: string) => void }} options */
async function hydrate({ app, port, page, client, fail, ok }) {
  const vite = await import(pathToFileURL(path.join(app, 'node_modules/vite/dist/node/index.js')).href);
  await writeFile(path.join(app, 'src/main.hydrate.tsx'), client);
  const template = await readFile(path.join(app, 'index.html'), 'utf8');
  await writeFile(path.join(app, 'hydrate.html'), template.replace('/src/main.tsx', '/src/main.hydrate.tsx'));
  const outDir = path.join(app, 'dist-hydrate');
  await vite.build({ root: app, logLevel: 'warn', build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.join(app, 'hydrate.html') } } });
  const built = await readFile(path.join(outDir, 'hydrate.html'), 'utf8');
  const documentHtml = built
    .replace('<head>', `<head>${page.head}`)
    .replace('</head>', `${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!documentHtml.includes(page.html)) {
    fail('hydration: the built hydrate.html has no empty <div id="root"></div> to fill');
    return;
  }
  await writeFile(path.join(outDir, 'hydrate.html'), documentHtml);
  const serve = sirv(outDir);
  const server = createServer((req, res) => serve(req, res));
  await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const stored of [null, 'light']) {
      const where = `hydration of the server-rendered Getting Started page${stored ? `, stored theme ${stored}` : ''}`;
      const context = await browser.newContext();
      const tab = await context.newPage();
      if (stored) await tab.addInitScript((theme) => localStorage.setItem('theme', theme), stored);
      // The server's <main>, kept before any script runs: hydration adopts it; a client re-render replaces it.
      await tab.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          /** @type {any} */ (window).serverMain = document.querySelector('#root main');
        });
      });
      /** @type {string[]} */
      const messages = [];
      tab.on('console', (message) => failsHydration(message.type()) && messages.push(`${message.type()}: ${message.text()}`));
      tab.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      await tab.goto(`http://127.0.0.1:${port}/hydrate.html`, { waitUntil: 'networkidle' });
      await tab.getByRole('button', { name: 'Get started' }).click();
      const opened = await tab
        .getByRole('dialog', { name: 'Welcome' })
        .waitFor({ timeout: 10_000 })
        .then(() => true, () => false);
      const adopted = await tab.evaluate(() => {
        const kept = /** @type {any} */ (window).serverMain;
        return Boolean(kept) && kept === document.querySelector('#root main');
      });
      const theme = await tab.evaluate(() => document.documentElement.getAttribute('data-theme'));
      if (messages.length) fail(`${where}: ${messages.join(' | ')}`);
      if (!opened) fail(`${where}: "Get started" did not open the Modal: the page did not hydrate`);
      if (!adopted) fail(`${where}: React replaced the server's <main> instead of hydrating it`);
      if (stored && theme !== stored) fail(`${where}: <html data-theme> is ${theme}; ThemeScript should apply ${stored}`);
      if (!messages.length && opened && adopted) ok(`${where}: hydrateRoot adopts the server's nodes, the Modal opens, no console error or warning (data-theme ${theme})`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}
