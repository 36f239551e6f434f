// `npm run bench:ab -- <other dist>`: this build (dist/, or DIST_DIR) against another, in one run on one
// machine, alternating between them (A then B, then B then A), so a noisy moment on the machine weighs on
// both. Lighthouse (default mobile settings) on the bench's routes and the first-tap visit (applied phone
// throttling) on its routes; medians per route and side. How a trick is judged (docs/performance.md): it
// stays only if it wins 100 ms of time-to-answer on a phone profile or 3 Lighthouse points on some route.
// Options: --runs N (visits per route and side, default 3), --routes /a,/b (Lighthouse routes).
// @ts-check
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStaticServer } from './serve.mjs';
import { BENCH_ROUTES, CHROME_FLAGS, CHROMIUM, lighthouseRun } from './lighthouse-run.mjs';
import { FIRST_TAP_ROUTES, firstTapRun, summariseFirstTaps } from './first-tap.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] ?? fallback : fallback);
const other = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!other) throw new Error('usage: npm run bench:ab -- <other dist folder> [--runs N] [--routes /a,/b]');
const runs = Number(option('--runs', '3'));
const routes = option('--routes', BENCH_ROUTES.join(',')).split(',');
const dirs = { A: path.resolve(process.env.DIST_DIR ?? 'dist'), B: path.resolve(other) };

const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Each run's sides, alternating which goes first. @param {number} i */
const order = (i) => /** @type {const} */ (i % 2 ? ['B', 'A'] : ['A', 'B']);

const servers = { A: await startStaticServer({ dir: dirs.A, port: 0 }), B: await startStaticServer({ dir: dirs.B, port: 0 }) };
/** @type {Record<string, Record<'A' | 'B', Awaited<ReturnType<typeof lighthouseRun>>[]>>} */
const lighthouse = Object.fromEntries(routes.map((route) => [route, { A: [], B: [] }]));
/** @type {Record<string, Record<'A' | 'B', import('./first-tap.mjs').FirstTapRun[]>>} */
const taps = Object.fromEntries(FIRST_TAP_ROUTES.map((route) => [route, { A: [], B: [] }]));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
try {
  for (let i = 0; i < runs; i += 1) {
    for (const route of routes) for (const side of order(i)) lighthouse[route][side].push(await lighthouseRun(servers[side].url + route));
    for (const route of FIRST_TAP_ROUTES) for (const side of order(i)) taps[route][side].push(await firstTapRun(browser, servers[side].url + route));
    console.log(`ab: run ${i + 1} of ${runs} done`);
  }
} finally {
  await browser.close();
  await Promise.all([servers.A.close(), servers.B.close()]);
}

const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');
const pick = (/** @type {any[]} */ list, /** @type {string} */ key) => median(list.map((r) => r[key]));
console.log(`\nA = ${dirs.A}\nB = ${dirs.B}\n${runs} alternating run(s) per route and side, medians\n`);
console.log('| route | perf A | perf B | LCP A | LCP B | TBT A | TBT B |\n|---|---|---|---|---|---|---|');
for (const route of routes) {
  const { A, B } = lighthouse[route];
  console.log(`| ${route} | ${pick(A, 'performance')} | ${pick(B, 'performance')} | ${ms(pick(A, 'lcp'))} | ${ms(pick(B, 'lcp'))} | ${ms(pick(A, 'tbt'))} | ${ms(pick(B, 'tbt'))} |`);
}
console.log('\n| route | tap -> answer A | B | interactive A | B | lost A | B |\n|---|---|---|---|---|---|---|');
for (const route of FIRST_TAP_ROUTES) {
  const [a, b] = [summariseFirstTaps(route, taps[route].A), summariseFirstTaps(route, taps[route].B)];
  console.log(`| ${route} | ${ms(a.lag)} | ${ms(b.lag)} | ${ms(a.interactive)} | ${ms(b.interactive)} | ${a.lost} of ${a.runs} | ${b.lost} of ${b.runs} |`);
}
