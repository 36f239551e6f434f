// The consumer test (`npm test`, after the build): a fresh Vite + React + TypeScript app in a temporary folder,
// from scripts/consumer-template, with the two tarballs of `npm run pack` and the peers installed from the
// registry. It then (1) type-checks under strict every TS/TSX sample the site shows (the Documentation
// samples and every example's demo files, each in its own file with the helpers it imports), naming the page
// and sample of each error; (2) builds the Getting Started app (its main.tsx and App.tsx as the page shows
// them), serves it and checks in Chromium, in both themes, that the tokens load, a primary Button has its
// token colour, a Modal opens and traps focus, a toast appears, and nothing logs an error; (3) bundles single
// exports with the app's Vite and compares what they add with packages/react/export-sizes.json (within 5%).
// @ts-check
/* global document, getComputedStyle -- page.evaluate callbacks run in the browser */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { glob } from 'tinyglobby';
import sirv from 'sirv';
import { chromium } from '@playwright/test';
import { PEERS } from './pack.mjs';
import { EXAMPLE_PACKAGES } from './packages/kit-packages.mjs';
import { EXPORT_SIZES_FILE, USE_NOTHING, useExport } from './packages/export-sizes.mjs';
import { FIRST_LOAD_BUDGETS, firstLoadFailures, uncopyableImports } from './packages/consumer-checks.mjs';
import { DIALOG_RUNS, buildFirstLoadApp, kB, kitFirstLoadApps, measureDialog } from './packages/first-load.mjs';
import { serverRenderAndHydrate } from './packages/consumer-ssr.mjs';
import { installConsumerApp, run, writeConsumerApp } from './packages/consumer-app.mjs';

const root = process.cwd();
const PORT = Number(process.env.CONSUMER_PORT ?? 4324);
const SIZE_TOLERANCE = 0.05;
/** Exports whose cost a real Vite build of the app re-measures: a small one, and the largest. */
const SIZE_SAMPLES = ['Button', 'CommandPalette'];
const DOCS_SAMPLES = 'src/pages/Documentation/samples';
const EXAMPLE_DEMOS = 'src/pages/examples/*/demos/*.{ts,tsx}';
const SECTION_NAMES = {
  'getting-started': 'Getting Started',
  customization: 'Customization',
  theming: 'Theming',
  'motion-system': 'Motion System',
  'experience-system': 'Experience System',
};
const KIT_FOLDERS = /^src\/(components|experience|theme|stores)\//;

const failures = [];
const fail = (/** @type {string} */ message) => {
  failures.push(message);
  console.error(`consumer: ✗ ${message}`);
};
const ok = (/** @type {string} */ message) => console.log(`consumer: ✓ ${message}`);

/** The site's label for a sample file: the page that shows it and the file's name. */
function sampleLabel(/** @type {string} */ file) {
  const docs = file.match(/^src\/pages\/Documentation\/samples\/([^/]+)\/(.+)$/);
  if (docs) return `Documentation › ${SECTION_NAMES[/** @type {keyof typeof SECTION_NAMES} */ (docs[1])] ?? docs[1]} › ${docs[2]}`;
  const demo = file.match(/^src\/pages\/examples\/([^/]+)\/demos\/(.+)$/);
  if (demo) return `/examples/${demo[1]} › ${demo[2]}`;
  return `${file} (a helper a sample imports)`;
}

/** A relative import's file: the path as written, or with .ts/.tsx, or its folder's index. */
function resolveRelative(/** @type {string} */ from, /** @type {string} */ specifier) {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(path.join(root, candidate)) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every sample and the files it reaches through relative imports (its helpers), as paths from the root. */
async function sampleClosure(/** @type {string[]} */ samples) {
  const seen = new Set();
  const queue = [...samples];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(path.join(root, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^'?]+)'/g)) {
      const target = resolveRelative(file, /** @type {string} */ (specifier));
      if (!target) fail(`${sampleLabel(file)}: cannot find ${specifier}`);
      else if (KIT_FOLDERS.test(target)) fail(`${sampleLabel(file)}: imports the kit through ${specifier}; an app imports '@motion-kit/react'`);
      else queue.push(target);
    }
  }
  return [...seen];
}

async function writeApp(/** @type {string} */ app) {
  const manifest = await writeConsumerApp({ root, app, name: 'motion-kit-consumer' });
  // The Getting Started app as the page shows it.
  await mkdir(path.join(app, 'src'), { recursive: true });
  for (const file of ['main.tsx', 'App.tsx', 'features.ts']) await cp(path.join(root, DOCS_SAMPLES, 'getting-started', file), path.join(app, 'src', file));
  // Getting Started's install line is made from the site's address (src/pages/Documentation/installCommand.ts,
  // whose test ties its names to the samples' imports) and run as shown by scripts/install-check.mjs.
  return manifest;
}

/** Every sample the site shows, and with them the helpers they import (paths from the repository root). */
async function collectSamples() {
  const samples = (await glob([`${DOCS_SAMPLES}/**/*.{ts,tsx}`, EXAMPLE_DEMOS], { cwd: root })).sort();
  return { samples, files: await sampleClosure(samples) };
}

async function typeCheckSamples(/** @type {string} */ app, /** @type {{ samples: string[], files: string[] }} */ { samples, files }) {
  // Each file keeps its place relative to the others, so its relative imports (its helpers) resolve.
  for (const file of files) await cp(path.join(root, file), path.join(app, 'src/site', path.relative('src', file)));
  // The first-load apps too (checkFirstLoad), beside the features module they load.
  for (const file of (await readdir(path.join(app, 'first-load'))).filter((f) => f.endsWith('.tsx'))) await cp(path.join(app, 'first-load', file), path.join(app, 'src/site/first-load', file));
  await cp(path.join(root, DOCS_SAMPLES, 'getting-started/features.ts'), path.join(app, 'src/site/first-load/features.ts'));
  const { code, output } = await run(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  if (code === 0) {
    ok(`${samples.length} samples (${files.length - samples.length} helpers with them) and the Getting Started app type-check under strict`);
    return;
  }
  const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
  for (const line of errors) {
    const file = line.match(/^src\/site\/([^(]+)\(/)?.[1];
    fail(file ? `${sampleLabel(`src/${file}`)}: ${line.slice(line.indexOf('error'))}` : line);
  }
  if (!errors.length) fail(`tsc failed:\n${output}`);
}

/**
 * Every example's shown source works when copied into an app made by Getting Started's install line: it
 * imports the two packages, React and what that line names, and no file the page does not show.
 */
async function checkCopyable(/** @type {string[]} */ samples) {
  // The packages Getting Started's line names (src/pages/Documentation/installCommand.ts; the install check
  // runs that line as the built page shows it).
  const names = ['@motion-kit/react', '@motion-kit/tokens', ...PEERS, ...EXAMPLE_PACKAGES];
  const demos = samples.filter((file) => /^src\/pages\/examples\//.test(file));
  let copyable = 0;
  for (const file of demos) {
    const shown = demos.filter((other) => path.dirname(other) === path.dirname(file)).map((other) => `./${path.basename(other).replace(/\.tsx?$/, '')}`);
    const bad = uncopyableImports(await readFile(path.join(root, file), 'utf8'), names, shown);
    if (bad.length) fail(`${sampleLabel(file)} cannot be copied: it imports ${bad.join(', ')}`);
    else copyable += 1;
  }
  if (copyable === demos.length) ok(`all ${demos.length} example files import only the kit, React and what the install line names`);
  else console.error(`consumer: an example may import the kit, React, what the install line names (${names.join(' ')}) and the page's other files`);
}

/** @param {string} hex */
const rgb = (hex) => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function checkInBrowser(/** @type {string} */ app) {
  const serve = sirv(path.join(app, 'dist'), { single: true });
  const server = createServer((req, res) => serve(req, res));
  await new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(undefined)));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const themeName of ['dark', 'light']) {
      const json = JSON.parse(await readFile(path.join(app, `node_modules/@motion-kit/tokens/json/tokens-${themeName}.json`), 'utf8'));
      const token = (/** @type {string} */ name) => json.tokens.find((/** @type {{ name: string }} */ t) => t.name === name);
      const accentBg = token('color.accent-bg');
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${PORT}/`);
      // How an app switches theme (the kit's ThemeToggle does the same): data-theme on <html>.
      await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), themeName);
      const where = `Getting Started app, ${themeName} theme`;
      const variable = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent-bg').trim());
      if (!variable) fail(`${where}: --color-accent-bg is empty: the token stylesheet did not load`);
      // The theme's own values apply: the page background token resolves to this theme's colour.
      const bg = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.background = 'var(--color-bg)';
        const value = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return value;
      });
      if (bg !== rgb(token('color.bg').hex)) fail(`${where}: var(--color-bg) is ${bg}, the theme's color.bg is ${token('color.bg').hex}`);
      const primary = page.getByRole('button', { name: 'Get started' });
      await primary.waitFor();
      const background = await primary.evaluate((el) => getComputedStyle(el).backgroundColor);
      if (background !== rgb(accentBg.hex)) fail(`${where}: the primary Button's background is ${background}, the token color.accent-bg is ${accentBg.hex}`);
      await primary.click();
      const dialog = page.getByRole('dialog', { name: 'Welcome' });
      await dialog.waitFor({ timeout: 10_000 }).catch(() => fail(`${where}: the Modal did not open`));
      let trapped = true;
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        trapped &&= await dialog.evaluate((el) => el.contains(document.activeElement));
      }
      if (!trapped) fail(`${where}: Tab moved focus out of the open Modal`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => fail(`${where}: Escape did not close the Modal`));
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Your settings are saved.').waitFor({ timeout: 10_000 }).catch(() => fail(`${where}: the toast did not appear`));
      if (errors.length) fail(`${where}: console errors: ${errors.join(' | ')}`);
      else ok(`${where}: tokens loaded (--color-bg ${bg}), primary Button ${background}, Modal opens and traps focus, toast appears, no console error`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

/** What one export adds to an app built by the app's own Vite, peers external: the site's figure within 5%. */
async function checkExportSizes(/** @type {string} */ app) {
  const published = JSON.parse(await readFile(path.join(root, EXPORT_SIZES_FILE), 'utf8'));
  const vite = await import(pathToFileURL(path.join(app, 'node_modules/vite/dist/node/index.js')).href);
  const isPeer = (/** @type {string} */ id) => PEERS.some((peer) => id === peer || id.startsWith(`${peer}/`));
  /** gzip bytes of an app build (Vite's production defaults) of one module, peers external. */
  const appBuild = async (/** @type {string} */ label, /** @type {string} */ code) => {
    const entry = path.join(app, 'src', `measure-${label}.ts`);
    await writeFile(entry, code);
    const outDir = path.join(app, `measure-${label}`);
    await vite.build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, modulePreload: false, rolldownOptions: { input: entry, external: isPeer } },
    });
    const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.js'));
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(path.join(outDir, file))).length;
    await rm(entry);
    return bytes;
  };
  const baseline = await appBuild('nothing', USE_NOTHING);
  for (const name of SIZE_SAMPLES) {
    const bytes = (await appBuild(name, useExport(name, '@motion-kit/react'))) - baseline;
    const claimed = published.exports[name]?.gzip;
    const off = claimed ? Math.abs(bytes - claimed) / claimed : Infinity;
    if (off > SIZE_TOLERANCE) fail(`${name}: the app's Vite build adds ${bytes} B gzip, the site says ${claimed} B (${(off * 100).toFixed(1)}% off, tolerance 5%)`);
    else ok(`${name}: the app's Vite build adds ${bytes} B gzip; the site says ${claimed} B (${(off * 100).toFixed(1)}% off)`);
  }
}

/**
 * First-load JS of (a) Button alone with the provider and (b) an app using Button, Input, Tabs, Card, Modal,
 * Drawer and Toast (kitFirstLoadApps: scripts/consumer-template/first-load with Getting Started's files),
 * built by the app's Vite, against FIRST_LOAD_BUDGETS; in Chromium, opening (b)'s Modal fetches no JavaScript.
 */
async function checkFirstLoad(/** @type {string} */ app) {
  /** @type {Partial<Record<keyof typeof FIRST_LOAD_BUDGETS, Awaited<ReturnType<typeof buildFirstLoadApp>>>>} */
  const built = {};
  for (const [name, files] of Object.entries(await kitFirstLoadApps(root, app))) {
    const key = /** @type {keyof typeof FIRST_LOAD_BUDGETS} */ (name);
    const result = await buildFirstLoadApp(app, name, files);
    built[key] = result;
    console.log(
      `consumer: first load of ${name}: ${kB(result.firstLoad)} of JS gzip in ${result.files} files (budget ${kB(FIRST_LOAD_BUDGETS[key])}); later ${kB(result.later)} (the features); CSS ${kB(result.css)}`,
    );
  }
  const failures = firstLoadFailures(Object.fromEntries(Object.entries(built).map(([name, result]) => [name, result.firstLoad])));
  for (const message of failures) fail(message);
  if (!failures.length) ok(`first-load JS within budget: Button alone ${kB(built.buttonOnly?.firstLoad ?? 0)}, the seven-component app ${kB(built.kitApp?.firstLoad ?? 0)}`);
  if (!built.kitApp) return;
  const dialog = await measureDialog({ dir: built.kitApp.dir, port: PORT, button: 'Open modal' });
  if (dialog.fetched.length) fail(`opening the Modal fetched ${dialog.fetched.join(', ')}: the kit must load nothing on demand`);
  if (dialog.errors.length) fail(`the seven-component app logged: ${dialog.errors.join(' | ')}`);
  const spread = `${Math.round(Math.min(...dialog.times))}–${Math.round(Math.max(...dialog.times))} ms`;
  if (!dialog.fetched.length) ok(`opening the Modal fetches no JavaScript; click → dialog visible: median ${dialog.medianMs.toFixed(1)} ms over ${DIALOG_RUNS} runs (${spread})`);
}

const started = performance.now();
const app = await mkdtemp(path.join(tmpdir(), 'motion-kit-consumer-'));
try {
  await writeApp(app);
  await installConsumerApp(app);
  const versions = await Promise.all(
    PEERS.map(async (name) => `${name}@${JSON.parse(await readFile(path.join(app, 'node_modules', name, 'package.json'), 'utf8')).version}`),
  );
  ok(`installed the tarballs and peers in ${app}: ${versions.join(', ')}`);
  const collected = await collectSamples();
  await checkCopyable(collected.samples);
  await typeCheckSamples(app, collected);
  // The build compiles the Getting Started app only; the samples were for the type checker.
  await rm(path.join(app, 'src/site'), { recursive: true, force: true });
  const built = await run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  if (built.code !== 0) fail(`vite build of the Getting Started app failed:\n${built.output}`);
  else {
    ok('the Getting Started app builds');
    await checkInBrowser(app);
  }
  await serverRenderAndHydrate({
    app,
    root,
    port: PORT,
    files: collected.files,
    demos: collected.samples.filter((file) => /^src\/pages\/examples\//.test(file)),
    gettingStarted: path.join(DOCS_SAMPLES, 'getting-started'),
    resolve: resolveRelative,
    label: sampleLabel,
    fail,
    ok,
  });
  await checkFirstLoad(app);
  await checkExportSizes(app);
} finally {
  if (process.env.CONSUMER_KEEP !== '1') await rm(app, { recursive: true, force: true });
}
console.log(`consumer: ${failures.length ? `${failures.length} failed` : 'passed'} in ${Math.round((performance.now() - started) / 1000)} s`);
process.exitCode = failures.length ? 1 : 0;
