// `node scripts/packages/compare-mantine.mjs` (not part of `npm test`: it installs @mantine/core from the
// registry): the consumer test's first-load figures for @motion-kit/react next to the same apps made with
// Mantine, in one fresh Vite app and one run. It needs `npm run pack` first (the kit's tarballs).
//   (a) Button alone with the library's provider and styles;
//   (b) Button, an input, Tabs, Card, Modal, Drawer and toasts (Mantine's notifications).
// For each: first-load JS gzip (all JS the built index.html loads, modulepreloads included), JS loaded later,
// CSS gzip; and for (b), in Chromium, the median ms from a click on "Open modal" to a visible dialog and
// whether that click fetched JavaScript. The two libraries' dialogs are measured alternately, so both see
// the same machine load. docs/packages.md has the figures. CONSUMER_PORT sets the port (default 4324).
// @ts-check
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installConsumerApp, writeConsumerApp } from './consumer-app.mjs';
import { DIALOG_RUNS, buildFirstLoadApp, kB, kitFirstLoadApps, measureDialog } from './first-load.mjs';
import { median } from './consumer-checks.mjs';

const root = process.cwd();
const PORT = Number(process.env.CONSUMER_PORT ?? 4324);
/** Mantine's packages for the two apps, at the newest major this comparison was written against. */
const MANTINE = { '@mantine/core': '^9.8.1', '@mantine/hooks': '^9.8.1', '@mantine/notifications': '^9.8.1' };
const ROUNDS = 3;

const app = await mkdtemp(path.join(tmpdir(), 'motion-kit-vs-mantine-'));
try {
  await writeConsumerApp({ root, app, name: 'motion-kit-vs-mantine', extra: MANTINE });
  await installConsumerApp(app);
  const version = async (/** @type {string} */ name) => JSON.parse(await readFile(path.join(app, 'node_modules', name, 'package.json'), 'utf8')).version;
  console.log(`compare-mantine: @mantine/core ${await version('@mantine/core')}, react ${await version('react')}, vite ${await version('vite')}`);

  const mantine = path.join(root, 'scripts/packages/mantine');
  const apps = {
    'motion-kit': await kitFirstLoadApps(root, app),
    mantine: {
      buttonOnly: { 'src/main.tsx': await readFile(path.join(mantine, 'button-only.tsx'), 'utf8') },
      kitApp: { 'src/main.tsx': await readFile(path.join(mantine, 'kit-app.tsx'), 'utf8') },
    },
  };
  /** @type {Record<string, Record<string, Awaited<ReturnType<typeof buildFirstLoadApp>>>>} */
  const built = {};
  for (const [library, files] of Object.entries(apps)) {
    built[library] = {};
    for (const [name, sources] of Object.entries(files)) built[library][name] = await buildFirstLoadApp(app, `${library}-${name}`, sources);
  }
  for (const [library, results] of Object.entries(built)) {
    for (const [name, r] of Object.entries(results)) {
      console.log(`compare-mantine: ${library.padEnd(10)} ${name.padEnd(11)} first-load JS ${kB(r.firstLoad)} in ${r.files} files; later JS ${kB(r.later)}; CSS ${kB(r.css)}`);
    }
  }
  /** @type {Record<string, number[]>} */
  const times = { 'motion-kit': [], mantine: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const library of Object.keys(times)) {
      const result = await measureDialog({ dir: /** @type {any} */ (built[library]).kitApp.dir, port: PORT, button: 'Open modal' });
      if (result.fetched.length) console.log(`compare-mantine: ${library}: opening the Modal fetched ${result.fetched.join(', ')}`);
      if (result.errors.length) console.log(`compare-mantine: ${library}: console errors: ${result.errors.join(' | ')}`);
      times[library]?.push(...result.times);
    }
  }
  for (const [library, values] of Object.entries(times)) {
    console.log(`compare-mantine: ${library.padEnd(10)} click → dialog visible: median ${median(values).toFixed(1)} ms over ${values.length} clicks (${ROUNDS} × ${DIALOG_RUNS})`);
  }
} finally {
  if (process.env.CONSUMER_KEEP !== '1') await rm(app, { recursive: true, force: true });
}
