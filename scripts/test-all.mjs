// `npm test`: every check in order, a summary table, and a last line counting what passed and failed.
// Steps: token build; packages (npm run pack) then export sizes (re-measured against the committed figures
// and their budgets), beside the type check, lint and the consumer app (once the packages exist); unit
// tests, production build (+ prerender), size budgets, the install line as the built page shows it, the
// browser benchmarks alone, the other browser tests, then the pro build's tests.
// @ts-check
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const scratch = await mkdtemp(path.join(tmpdir(), 'motion-kit-test-'));
const vitestJson = path.join(scratch, 'vitest.json');
const playwrightJson = path.join(scratch, 'playwright.json');

/**
 * Runs `command`; its output goes to the terminal as it comes, or, when `buffer` is given, into it (steps
 * that run side by side print theirs whole, one after another).
 * @param {string} command @param {Record<string, string>} [env] @param {Buffer[]} [buffer] @returns {Promise<number>}
 */
function run(command, env = {}, buffer) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '1', ...env } });
    if (buffer) {
      child.stdout?.on('data', (chunk) => buffer.push(chunk));
      child.stderr?.on('data', (chunk) => buffer.push(chunk));
    }
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, seconds: number, note?: string, failures?: string[] }} StepResult */
/** @type {StepResult[]} */
const results = [];

/**
 * @param {string} name
 * @param {string} command
 * @param {{ needs?: string[], env?: Record<string,string>, count?: () => Promise<{ passed: number, failed: number, failures: string[] } | null> }} [options]
 */
async function step(name, command, options = {}) {
  const blocked = (options.needs ?? []).filter((need) => results.find((r) => r.name === need)?.status !== 'passed');
  if (blocked.length) {
    results.push({ name, status: 'skipped', passed: 0, failed: 1, seconds: 0, note: `not run: ${blocked.join(', ')} failed` });
    return;
  }
  const header = `\n━━ ${name}: ${command}`;
  /** @type {Buffer[] | undefined} */
  const buffer = sideBySide ? [] : undefined;
  if (!buffer) console.log(header);
  const started = performance.now();
  const code = await run(command, options.env, buffer);
  const seconds = (performance.now() - started) / 1000;
  if (buffer) {
    console.log(header);
    process.stdout.write(Buffer.concat(buffer));
  }
  const counts = options.count ? await options.count().catch(() => null) : null;
  const passed = counts ? counts.passed : code === 0 ? 1 : 0;
  const failed = counts ? Math.max(counts.failed, code === 0 ? 0 : 1) : code === 0 ? 0 : 1;
  results.push({
    name,
    status: code === 0 ? 'passed' : 'failed',
    passed,
    failed,
    seconds,
    note: counts ? `${counts.passed} tests` : undefined,
    failures: counts?.failures,
  });
}

const vitestCounts = async () => {
  const report = JSON.parse(await readFile(vitestJson, 'utf8'));
  /** @type {string[]} */
  const failures = [];
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name);
    // A file that fails to load has no assertions, only a message.
    if (file.status === 'failed' && !file.assertionResults.some((/** @type {any} */ a) => a.status === 'failed')) {
      failures.push(`${where}: ${String(file.message).split('\n')[0]}`);
    }
    for (const a of file.assertionResults) if (a.status !== 'passed') failures.push(`${where} › ${a.fullName} (${a.status})`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
};

/** @param {any} suite @param {string[]} titles @param {string[]} out */
function playwrightFailures(suite, titles, out) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'expected') out.push(`${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')} (${test.status})`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here, out);
  return out;
}

const playwrightCounts = (file = playwrightJson) => async () => {
  const report = JSON.parse(await readFile(file, 'utf8'));
  const s = report.stats;
  /** @type {string[]} */
  const failures = [];
  for (const suite of report.suites ?? []) playwrightFailures(suite, [], failures);
  return { passed: s.expected, failed: s.unexpected + s.flaky + s.skipped, failures };
};

/** Set while steps run side by side: each then prints its output whole when it ends. */
let sideBySide = false;

/**
 * Runs groups of steps side by side, each group's steps in order; the summary keeps the order written
 * here. For steps that each keep one core busy (the type check, the linter), which on a two-core machine
 * would otherwise leave the other one idle.
 * @param {Array<() => Promise<void>>} groups
 */
async function together(groups) {
  sideBySide = true;
  const start = results.length;
  await Promise.all(groups.map((group) => group()));
  sideBySide = false;
  // The groups end in any order; the summary lists the steps in the order written.
  const ran = results.splice(start);
  results.push(...ran.sort((a, b) => stepOrder.indexOf(a.name) - stepOrder.indexOf(b.name)));
}

const stepOrder = ['tokens', 'pack', 'export-sizes', 'typecheck', 'lint', 'consumer', 'unit', 'build', 'size', 'install', 'e2e-bench', 'e2e', 'e2e-pro'];

await step('tokens', 'node scripts/tokens/build.mjs');
/** @type {(value?: unknown) => void} */
let packed = () => {};
const packDone = new Promise((resolve) => (packed = resolve));
await together([
  async () => {
    await step('pack', 'node scripts/pack.mjs', { needs: ['tokens'] });
    packed();
    await step('export-sizes', 'node scripts/packages/export-sizes.mjs --check', { needs: ['pack'] });
  },
  async () => {
    await step('typecheck', 'npx tsc -p .', { needs: ['tokens'] });
    await step('lint', 'npx eslint .');
    // A fresh app with the two tarballs: samples type-check, the Getting Started app renders, sizes hold.
    await packDone;
    await step('consumer', 'node scripts/consumer-test.mjs', { needs: ['pack'] });
  },
]);
await step('unit', `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestJson}`, { needs: ['tokens'], count: vitestCounts });
await step('build', 'node scripts/build-site.mjs', { needs: ['tokens', 'pack'] });
await step('size', 'node scripts/size-check.mjs', { needs: ['build'] });
// Getting Started's install command copied from the built page, run unedited in an empty folder against the
// built site (served at the address the command names: npm start's, 127.0.0.1:4173, unless VITE_SITE_URL says).
await step('install', 'node scripts/install-check.mjs', { needs: ['build'] });
// Browser tests that time the page against a pass mark (tagged @benchmark), alone on the machine: a test
// running beside them in the other worker would be part of what they measure. Before the other browser
// tests, so a timing is read on the quietest machine the run has, not after hundreds of browser sessions.
const benchJson = path.join(scratch, 'playwright-bench.json');
await step('e2e-bench', 'npx playwright test --grep @benchmark --reporter=list,json', {
  needs: ['build'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: benchJson },
  count: playwrightCounts(benchJson),
});
await step('e2e', 'npx playwright test --grep-invert @benchmark --reporter=list,json', {
  needs: ['build'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  count: playwrightCounts(),
});
// The pro build: 'Download Template' everywhere, no Pro badge. Its own build and server.
const proJson = path.join(scratch, 'playwright-pro.json');
await step('e2e-pro', 'node scripts/build-site.mjs && npx playwright test tests/e2e/pro-build.spec.ts --reporter=list,json', {
  needs: ['build'],
  env: { VITE_BUILD_TYPE: 'pro', DIST_DIR: 'dist-pro', PRO_BUILD: '1', E2E_PORT: '4311', PLAYWRIGHT_JSON_OUTPUT_NAME: proJson },
  count: playwrightCounts(proJson),
});

const pad = (/** @type {string} */ s, /** @type {number} */ n) => s.padEnd(n);
console.log('\n━━ npm test summary');
for (const r of results) {
  const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '–';
  console.log(`  ${mark} ${pad(r.name, 10)} ${pad(r.status, 8)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.note ?? ''}`);
  for (const failure of r.failures ?? []) console.log(`      ✗ ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('  (checks count 1 each; unit and e2e count their tests)');
console.log(`total: ${passed} passed, ${failed} failed; ran: ${results.filter((r) => r.status !== 'skipped').map((r) => r.name).join(', ')}`);
process.exitCode = failed > 0 ? 1 : 0;
