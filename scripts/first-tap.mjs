// The "first tap" scenario of `npm run bench`: a visitor on a mid-range phone taps the header's theme
// toggle the moment it is on screen. Throttling is applied, not simulated (Chrome DevTools Protocol):
// what the page does with a tap that arrives before the app has hydrated is what is measured.
// @ts-check
/* global document, window, MutationObserver */

/** Lighthouse's mobile profile, applied: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown. */
export const FIRST_TAP_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuRate: 4,
};

export const FIRST_TAP_ROUTES = ['/', '/docs', '/docs/design-tokens', '/examples/buttons', '/examples/command-palette'];

/** Budgets: no tap is lost, a tap is answered within a second, and the page answers input by 1.8 s. */
export const FIRST_TAP_BUDGETS = { lostTaps: 0, lagMs: 1000, interactiveMs: 1800 };

/** How long after the tap an answer may still come before the tap counts as lost. */
const LOST_AFTER_MS = 10_000;

const TOGGLE = 'header button[aria-label="Switch to light theme"]';

/**
 * @typedef {{ fcp: number, tap: number, interactive: number, answer: number | null, lag: number | null, lost: boolean }} FirstTapRun
 * Times in ms since navigation start: first contentful paint, the tap, <html data-hydrated>, the theme's change.
 */

/**
 * One visit in a fresh context (empty cache and storage, as a first visit has them).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<FirstTapRun>}
 */
export async function firstTapRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: FIRST_TAP_THROTTLING.latencyMs,
      downloadThroughput: FIRST_TAP_THROTTLING.downloadBytesPerSecond,
      uploadThroughput: FIRST_TAP_THROTTLING.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_TAP_THROTTLING.cpuRate });
    // Records, in the page's own clock, the first press and when <html> changes theme or is hydrated.
    await page.addInitScript(() => {
      /** @type {{ tap: number | null, hydrated: number | null, themed: number | null }} */
      const marks = { tap: null, hydrated: null, themed: null };
      Object.assign(globalThis, { __firstTap: marks });
      window.addEventListener('pointerdown', (event) => { marks.tap ??= event.timeStamp; }, { capture: true });
      new MutationObserver(() => {
        const root = document.documentElement;
        if (root.dataset.hydrated && marks.hydrated === null) marks.hydrated = performance.now();
        if (root.dataset.theme === 'light' && marks.themed === null) marks.themed = performance.now();
        // <html> does not exist yet when this runs: watch the document for it.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'data-theme'] });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const toggle = await page.waitForSelector(TOGGLE, { state: 'visible', timeout: 30_000 });
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`first tap: no theme toggle box on ${url}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const marks = () => page.evaluate(() => /** @type {{ tap: number | null, hydrated: number | null, themed: number | null }} */ (Reflect.get(globalThis, '__firstTap')));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated, null, { timeout: 30_000 });
    const tapAt = (await marks()).tap ?? NaN;
    // An answer may follow hydration (a replayed tap): wait for it, up to the limit after the tap.
    await page
      .waitForFunction((limit) => Reflect.get(globalThis, '__firstTap').themed !== null || performance.now() > limit, tapAt + LOST_AFTER_MS, { timeout: LOST_AFTER_MS + 30_000, polling: 100 })
      .catch(() => {});
    const final = await marks();
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const answer = final.themed;
    return {
      fcp,
      tap: tapAt,
      interactive: final.hydrated ?? NaN,
      answer,
      lag: answer === null ? null : answer - tapAt,
      lost: answer === null,
    };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The scenario on each route, `runs` visits each (routes interleaved, so a noisy moment on the machine
 * spreads over all of them); medians per route.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base origin of the served site
 * @param {{ routes?: string[], runs?: number, log?: (line: string) => void }} [options]
 */
export async function runFirstTapScenario(browser, base, { routes = FIRST_TAP_ROUTES, runs = 3, log = () => {} } = {}) {
  /** @type {Record<string, FirstTapRun[]>} */
  const byRoute = Object.fromEntries(routes.map((route) => [route, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const route of routes) {
      const run = await firstTapRun(browser, base + route);
      byRoute[route].push(run);
      log(`first tap ${route} #${i + 1}: fcp ${Math.round(run.fcp)} tap ${Math.round(run.tap)} interactive ${Math.round(run.interactive)} ${run.lost ? 'LOST' : `answer ${Math.round(run.answer ?? NaN)} lag ${Math.round(run.lag ?? NaN)}`}`);
    }
  }
  return routes.map((route) => {
    const list = byRoute[route];
    return {
      route,
      fcp: median(list.map((r) => r.fcp)),
      interactive: median(list.map((r) => r.interactive)),
      // A lost tap has no lag; it is counted on its own.
      lag: median(list.map((r) => r.lag ?? NaN)),
      lost: list.filter((r) => r.lost).length,
      runs: list.length,
    };
  });
}

/**
 * Budget failures of a first-tap result.
 * @param {{ route: string, interactive: number, lag: number, lost: number }[]} rows
 */
export function firstTapFailures(rows) {
  const failures = [];
  for (const r of rows) {
    if (r.lost > FIRST_TAP_BUDGETS.lostTaps) failures.push(`${r.route}: ${r.lost} lost first tap(s)`);
    if (!(r.lag < FIRST_TAP_BUDGETS.lagMs)) failures.push(`${r.route}: first-tap lag ${Math.round(r.lag)} ms >= ${FIRST_TAP_BUDGETS.lagMs} ms`);
    if (!(r.interactive < FIRST_TAP_BUDGETS.interactiveMs)) failures.push(`${r.route}: interactive at ${Math.round(r.interactive)} ms >= ${FIRST_TAP_BUDGETS.interactiveMs} ms`);
  }
  return failures;
}
