// The "first tap" scenario of `npm run bench`: a visitor on a mid-range phone taps the header's theme
// toggle the moment it is on screen. Throttling is applied, not simulated (Chrome DevTools Protocol):
// what the page does with a tap that arrives before the app has hydrated is what is measured.
// @ts-check
/* global document, window, MutationObserver, requestAnimationFrame */

/** Lighthouse's mobile profile, applied: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown. */
export const FIRST_TAP_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuRate: 4,
};

export const FIRST_TAP_ROUTES = ['/', '/docs', '/docs/design-tokens', '/examples/buttons', '/examples/command-palette'];

/** Budgets: no tap is lost, a tap is answered within a second, the page answers input by 1.8 s, and its
 * largest paint (as the phone draws it, not as Lighthouse simulates it) is within a second. */
export const FIRST_TAP_BUDGETS = { lostTaps: 0, lagMs: 1000, interactiveMs: 1800, lcpMs: 1000 };

/** How long after the tap an answer may still come before the tap counts as lost. */
const LOST_AFTER_MS = 10_000;

const TOGGLE = 'header button[aria-label="Switch to light theme"]';

/**
 * @typedef {{ fcp: number, lcp: number, tap: number, interactive: number, answer: number | null, lag: number | null, lost: boolean }} FirstTapRun
 * Times in ms since navigation start: first contentful paint, largest contentful paint (NaN once tapped: see `tap`), the tap, <html data-hydrated>, the theme's change.
 */

/**
 * One visit in a fresh context (empty cache and storage, as a first visit has them). With `tap: false`
 * the visit only waits for hydration: Chromium stops reporting the largest paint at the first input,
 * which the tapped visit makes about as soon as the page paints, so its largest paint comes from this one.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ tap?: boolean }} [options]
 * @returns {Promise<FirstTapRun>}
 */
export async function firstTapRun(browser, url, { tap = true } = {}) {
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
    // Records, in the page's own clock, the first press and when <html> changes theme or is hydrated,
    // and finds the toggle. All of it in this small script, run before the page's own: the harness
    // puts nothing else on the page's main thread while it boots (Playwright's waitForSelector and
    // waitForFunction evaluate Playwright's injected script there first, about 45 ms at 4x CPU, and
    // poll it at every frame).
    await page.addInitScript((toggle) => {
      /** @type {{ tap: number | null, hydrated: number | null, themed: number | null, lcp: number | null }} */
      const marks = { tap: null, hydrated: null, themed: null, lcp: null };
      /** @type {{ done: () => boolean, resolve: (value?: unknown) => void }[]} */
      const waiting = [];
      const settle = () => waiting.splice(0).forEach((wait) => (wait.done() ? wait.resolve() : waiting.push(wait)));
      const when = (/** @type {() => boolean} */ done) => new Promise((resolve) => { waiting.push({ done, resolve }); settle(); });
      /** @type {Promise<{ x: number, y: number }>} */
      const toggleCenter = new Promise((resolve) => {
        // Visible as a person sees it: laid out with a box (as Playwright's `visible`) in a frame that has
        // been drawn, which holds once two more frames have begun (each begins after the last is
        // committed), and still where it was: while a long page is parsed, the header's later parts
        // can move it. Paint timing would say when, but the page learns it late, behind its own tasks.
        /** @type {{ x: number, y: number } | null} */
        let seen = null;
        let framesSince = 0;
        const look = () => {
          const element = document.querySelector(toggle);
          const box = element?.getBoundingClientRect();
          const center = element && box && box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }) ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
          if (center && seen && center.x === seen.x && center.y === seen.y) framesSince += 1;
          else [seen, framesSince] = [center, 0];
          if (seen && framesSince >= 2) resolve(seen);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      Object.assign(globalThis, {
        __firstTap: {
          marks,
          toggleCenter,
          hydrated: () => when(() => marks.hydrated !== null),
          // An answer may follow hydration (a replayed tap): waits for it, up to `limit` in the page's clock.
          answered: (/** @type {number} */ limit) => {
            setTimeout(settle, Math.max(0, limit - performance.now()));
            return when(() => marks.themed !== null || performance.now() >= limit);
          },
        },
      });
      window.addEventListener('pointerdown', (event) => { marks.tap ??= event.timeStamp; }, { capture: true });
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) marks.lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        const root = document.documentElement;
        if (root.dataset.hydrated && marks.hydrated === null) marks.hydrated = performance.now();
        if (root.dataset.theme === 'light' && marks.themed === null) marks.themed = performance.now();
        settle();
        // <html> does not exist yet when this runs: watch the document for it.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'data-theme'] });
    }, TOGGLE);
    /** Evaluates an expression in the page, awaiting it, with no script of the harness's own. @param {string} expression */
    const inPage = async (expression) => {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
      if (exceptionDetails) throw new Error(`first tap: ${expression} failed on ${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    };
    /** @param {Promise<unknown>} promise @param {string} what */
    const within = async (promise, what) => {
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      try {
        return await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`first tap: ${what} on ${url} took over 30 s`)), 30_000)))]);
      } finally {
        clearTimeout(timer);
      }
    };
    await page.goto(url, { waitUntil: 'commit' });
    if (!tap) {
      await within(inPage('__firstTap.hydrated()'), 'hydration');
      const { lcp, hydrated } = await inPage('__firstTap.marks');
      const fcp = await inPage("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN");
      return { fcp, lcp: lcp ?? NaN, tap: NaN, interactive: hydrated ?? NaN, answer: null, lag: null, lost: false };
    }
    const center = /** @type {{ x: number, y: number }} */ (await within(inPage('__firstTap.toggleCenter'), 'no visible theme toggle'));
    await page.mouse.click(center.x, center.y);
    await within(inPage('__firstTap.hydrated()'), 'hydration');
    const tapAt = (await inPage('__firstTap.marks.tap')) ?? NaN;
    await within(inPage(`__firstTap.answered(${tapAt + LOST_AFTER_MS})`), 'waiting for the answer');
    /** @type {{ tap: number | null, hydrated: number | null, themed: number | null, lcp: number | null }} */
    const final = await inPage('__firstTap.marks');
    const fcp = await inPage("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN");
    const answer = final.themed;
    return {
      fcp,
      lcp: NaN,
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
  const [low, high] = [sorted[mid - 1] ?? NaN, sorted[mid] ?? NaN];
  return sorted.length % 2 ? high : (low + high) / 2;
};

/**
 * The scenario on each route, `runs` visits each (routes interleaved, so a noisy moment on the machine
 * spreads over all of them); medians per route.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base origin of the served site
 * @param {{ routes?: string[], runs?: number, log?: (line: string) => void }} [options]
 */
export async function runFirstTapScenario(browser, base, { routes = FIRST_TAP_ROUTES, runs = 3, log = () => {} } = {}) {
  /** @type {Map<string, FirstTapRun[]>} */
  const byRoute = new Map(routes.map((route) => [route, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const route of routes) {
      const { lcp } = await firstTapRun(browser, base + route, { tap: false });
      const run = { ...(await firstTapRun(browser, base + route)), lcp };
      byRoute.get(route)?.push(run);
      log(`first tap ${route} #${i + 1}: fcp ${Math.round(run.fcp)} tap ${Math.round(run.tap)} interactive ${Math.round(run.interactive)} ${run.lost ? 'LOST' : `answer ${Math.round(run.answer ?? NaN)} lag ${Math.round(run.lag ?? NaN)}`}`);
    }
  }
  return routes.map((route) => summariseFirstTaps(route, byRoute.get(route) ?? []));
}

/** Medians of one route's visits; a lost tap has no lag and is counted on its own. @param {string} route @param {FirstTapRun[]} list */
export function summariseFirstTaps(route, list) {
  return {
    route,
    fcp: median(list.map((r) => r.fcp)),
    lcp: median(list.map((r) => r.lcp)),
    tap: median(list.map((r) => r.tap)),
    interactive: median(list.map((r) => r.interactive)),
    lag: median(list.map((r) => r.lag ?? NaN)),
    lost: list.filter((r) => r.lost).length,
    runs: list.length,
  };
}

/**
 * Budget failures of a first-tap result.
 * @param {{ route: string, lcp: number, interactive: number, lag: number, lost: number }[]} rows
 */
export function firstTapFailures(rows) {
  const failures = [];
  for (const r of rows) {
    if (r.lost > FIRST_TAP_BUDGETS.lostTaps) failures.push(`${r.route}: ${r.lost} lost first tap(s)`);
    if (!(r.lag < FIRST_TAP_BUDGETS.lagMs)) failures.push(`${r.route}: first-tap lag ${Math.round(r.lag)} ms >= ${FIRST_TAP_BUDGETS.lagMs} ms`);
    if (!(r.interactive < FIRST_TAP_BUDGETS.interactiveMs)) failures.push(`${r.route}: interactive at ${Math.round(r.interactive)} ms >= ${FIRST_TAP_BUDGETS.interactiveMs} ms`);
    if (!(r.lcp <= FIRST_TAP_BUDGETS.lcpMs)) failures.push(`${r.route}: largest contentful paint at ${Math.round(r.lcp)} ms > ${FIRST_TAP_BUDGETS.lcpMs} ms`);
  }
  return failures;
}
