// First-load figures of small apps built in a consumer app folder with that app's own Vite (production
// defaults): the gzip bytes of all JavaScript the built index.html loads (its module scripts and
// modulepreloads), and in Chromium, the median time from a click on a button to its dialog being visible,
// and whether that click fetched any JavaScript. scripts/consumer-test.mjs measures @motion-kit/react apps
// with it; scripts/packages/compare-mantine.mjs measures the same apps made with @mantine/core.
// @ts-check
/* global document, requestAnimationFrame, getComputedStyle -- page callbacks run in the browser */
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { firstLoadScripts, median } from './consumer-checks.mjs';

/** A dialog: a `<dialog>` element (its role is implicit) or an element with role="dialog" (Mantine's). */
export const DIALOG_SELECTOR = 'dialog, [role="dialog"]';

/** Clicks per dialog measurement; the median is reported. */
export const DIALOG_RUNS = 9;

const GETTING_STARTED = 'src/pages/Documentation/samples/getting-started';

/**
 * The source files of the two @motion-kit/react first-load apps, by app: (a) `buttonOnly`, the template's
 * first-load/button-only.tsx as main.tsx; (b) `kitApp`, Getting Started's main.tsx as the page shows it with
 * first-load/KitApp.tsx as its App. Both load Getting Started's features.ts.
 * @param {string} root the repository @param {string} template a folder holding first-load/
 */
export async function kitFirstLoadApps(root, template) {
  const read = (/** @type {string} */ file) => readFile(file, 'utf8');
  const features = await read(path.join(root, GETTING_STARTED, 'features.ts'));
  return {
    buttonOnly: { 'src/main.tsx': await read(path.join(template, 'first-load/button-only.tsx')), 'src/features.ts': features },
    kitApp: {
      'src/main.tsx': await read(path.join(root, GETTING_STARTED, 'main.tsx')),
      'src/App.tsx': await read(path.join(template, 'first-load/KitApp.tsx')),
      'src/features.ts': features,
    },
  };
}

const gzipOf = async (/** @type {string} */ file) => gzipSync(await readFile(file)).length;

/**
 * Builds `<app>/first-load/<name>/` (index.html + the given src files) with the app's Vite and its
 * vite.config.ts, and measures the built files.
 * @param {string} app @param {string} name @param {Record<string, string>} files paths under the app's root
 */
export async function buildFirstLoadApp(app, name, files) {
  const dir = path.join(app, 'first-load', name);
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await cp(path.join(app, 'index.html'), path.join(dir, 'index.html'));
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  const vite = await import(pathToFileURL(path.join(app, 'node_modules/vite/dist/node/index.js')).href);
  const outDir = path.join(dir, 'dist');
  await vite.build({ root: dir, configFile: path.join(app, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const initial = firstLoadScripts(html);
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const all = entries.filter((entry) => entry.isFile()).map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  let firstLoad = 0;
  let later = 0;
  let css = 0;
  for (const file of all) {
    const bytes = await gzipOf(path.join(outDir, file));
    if (initial.includes(file)) firstLoad += bytes;
    else if (file.endsWith('.js')) later += bytes;
    else if (file.endsWith('.css')) css += bytes;
  }
  return { dir: outDir, firstLoad, files: initial.length, later, css };
}

/**
 * Serves a built app and opens its dialog DIALOG_RUNS times after the page has settled: the median ms from
 * the click to the first frame with a visible dialog (DIALOG_SELECTOR; a box and not visibility:hidden, as Playwright
 * counts visible), and the JavaScript files fetched from the first click on.
 * @param {{ dir: string, port: number, button: string, executablePath?: string }} options
 */
export async function measureDialog({ dir, port, button, executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) {
  const serve = sirv(dir, { single: true });
  const server = createServer((req, res) => serve(req, res));
  await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: button }).waitFor();
    /** @type {string[]} */
    const fetched = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    const times = [];
    for (let run = 0; run < DIALOG_RUNS; run += 1) {
      const ms = await page.evaluate(
        ({ name, selector }) =>
          new Promise((resolve, reject) => {
            const target = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
            if (!target) return reject(new Error(`no button ${name}`));
            const start = performance.now();
            target.click();
            const check = () => {
              const dialog = document.querySelector(selector);
              const box = dialog?.getBoundingClientRect();
              if (dialog && box && box.width > 0 && box.height > 0 && getComputedStyle(dialog).visibility !== 'hidden') resolve(performance.now() - start);
              else if (performance.now() - start > 10_000) reject(new Error('no visible dialog within 10 s'));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        { name: button, selector: DIALOG_SELECTOR },
      );
      times.push(/** @type {number} */ (ms));
      await page.keyboard.press('Escape');
      await page.locator(DIALOG_SELECTOR).waitFor({ state: 'detached', timeout: 10_000 });
      await page.waitForTimeout(300);
    }
    return { medianMs: median(times), times, fetched, errors };
  } finally {
    await browser.close();
    server.close();
  }
}

export const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
