// Chromium screenshots of routes at 375 and 1280 px in both themes, for looking at what we built.
// usage: node scripts/screenshots.mjs [--base URL] [--out DIR] [--full] /route ...
// @ts-check
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const base = option('--base', `http://127.0.0.1:${process.env.PORT ?? 4173}`);
const out = option('--out', '.screenshots');
const fullIndex = args.indexOf('--full');
const fullPage = fullIndex !== -1;
if (fullPage) args.splice(fullIndex, 1);
const routes = args.length ? args : ['/'];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const route of routes) {
  for (const width of [375, 1280]) {
    for (const theme of ['dark', 'light']) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(base + route);
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(400);
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage });
      console.log(path.join(out, name));
      await page.close();
    }
  }
}
await browser.close();
