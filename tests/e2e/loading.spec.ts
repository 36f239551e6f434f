import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, gotoPage, HYDRATED } from './fixtures';
import { FIRST_TAP_THROTTLING, firstTapRun } from '../../scripts/first-tap.mjs';
import { closeServer } from '../../scripts/serve.mjs';

/** When the first contentful paint happened, and when the app's entry script was requested (ms since navigation). */
function loadTimings(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name)) as PerformanceResourceTiming | undefined;
    return { fcp, entryStart: entry?.startTime ?? null };
  });
}

test.describe('page loading', () => {
  test('the prerendered page paints before its scripts are requested, then hydrates', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    // The HTML handed to the page whole, as a fast link delivers it. From the local server on a busy
    // machine it can arrive slowly enough to look like a slow link, where the boot requests the scripts
    // early by design ('on a slow link' below).
    await page.route('**/examples/buttons', async (route) => route.fulfill({ response: await route.fetch() }));
    const response = await gotoPage(page, '/examples/buttons');
    const served = (await response?.text()) ?? '';
    expect(served).toContain('<h1');
    // Nothing in the served HTML fetches a script before the first paint.
    expect(served).not.toMatch(/<script[^>]*\bsrc=/);
    expect(served).not.toContain('rel="modulepreload"');

    const { fcp, entryStart } = await loadTimings(page);
    expect(fcp).not.toBeNull();
    expect(entryStart).not.toBeNull();
    expect(entryStart!).toBeGreaterThanOrEqual(fcp!);
    // Hydrated: the page's interactive parts work.
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The stylesheet is in the page: it is not fetched, not even when a dialog's chunk arrives later.
    await page.getByRole('button', { name: 'Open Modal' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(stylesheets).toEqual([]);
  });

  test('a browser without paint timing starts the scripts at once instead of waiting for the fallback', async ({ page }) => {
    await page.addInitScript(() => {
      // As in a browser without it: not listed, and observing it does nothing.
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['resource'] });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    await gotoPage(page, '/');
    const { entryStart } = await loadTimings(page);
    // The fallback timer starts them after 3 s.
    expect(entryStart).toBeLessThan(2500);
  });

  test('a page opened in a background tab starts its scripts at once (it does not paint until shown)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden', configurable: true });
      // Record what the page waits for: a hidden page must not wait for a paint.
      const observed: string[] = [];
      (window as unknown as { __observed: string[] }).__observed = observed;
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        observed.push(options?.type ?? 'entryTypes');
        return observe.call(this, options);
      };
    });
    await gotoPage(page, '/docs/changelog');
    expect(await page.evaluate(() => (window as unknown as { __observed: string[] }).__observed)).not.toContain('paint');
    const { entryStart } = await loadTimings(page);
    expect(entryStart).toBeLessThan(2500);
  });
});

// The bench's first-tap visit (scripts/first-tap.mjs), once, as `npm run bench` makes it: its figures mean
// something only if its harness taps the toggle where the page has drawn it and finds the answer.
test.describe("the bench's first-tap visit", () => {
  test.describe.configure({ timeout: 60_000 });
  test('taps the theme toggle once it is drawn, before hydration, and times the replayed answer', async ({ browser, baseURL }) => {
    const run = await firstTapRun(browser, `${baseURL}/examples/buttons`);
    expect(run.lost).toBe(false);
    // Under Lighthouse's mobile throttling the toggle is on screen long before the app has hydrated.
    expect(run.tap).toBeGreaterThan(0);
    expect(run.tap).toBeLessThan(run.interactive);
    expect(run.answer!).toBeGreaterThanOrEqual(run.interactive);
    expect(run.lag!).toBeCloseTo(run.answer! - run.tap);
  });
});

// A visitor (or a script) that acts the moment the page has loaded, with no wait of its own: input
// before hydration is replayed once the page has hydrated (src/app/boot/pageBoot.mjs), so none of it is lost.
test.describe('acting right after the load event', () => {
  test('the load event is not held for hydration: no frame holds it, before or after', async ({ page }) => {
    await page.goto('/examples/buttons');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForSelector(HYDRATED);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a keyboard shortcut pressed at once opens the command palette', async ({ page }) => {
    await page.goto('/examples/command-palette');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();
  });

  test('a click at once shows a toast, and another opens a modal', async ({ page }) => {
    await page.goto('/examples/toast');
    await page.getByRole('button', { name: 'Show Toast' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(1);
    await page.goto('/examples/modals');
    await page.getByRole('button', { name: 'Open Modal' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('typing and leaving a field at once shows its validation message', async ({ page }) => {
    await page.goto('/examples/inputs');
    const email = page.getByRole('textbox', { name: 'Email' }).last();
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a page whose scripts fail to load still finishes loading and shows its content', async ({ page, consoleErrors }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/docs/changelog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The failed requests are the browser's own console errors; nothing else went wrong.
    expect(consoleErrors.every((error) => /Failed to load resource|Failed to fetch dynamically imported module/.test(error))).toBe(true);
    consoleErrors.length = 0;
  });
});

/**
 * Serves `path` from the site through a local server that sends the page's HTML up to `pauseAfter` (the
 * end of a piece of its markup), then holds the rest until `release` is called: the browser draws what
 * it has, as a slow phone does while a long page is parsed. Every other request passes through.
 */
/**
 * Serves the site through a local server that sends `path`'s HTML as `send` says (uncompressed) and
 * everything else as it is.
 */
async function withServedDocument(baseURL: string, path: string, send: (html: string, response: http.ServerResponse) => Promise<void>) {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' };
      if (request.url !== path) return void response.writeHead(upstream.status, headers).end(body);
      response.statusCode = upstream.status;
      response.setHeader('content-type', headers['content-type']);
      await send(body.toString('utf8'), response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${path}`, close: () => closeServer(server) };
}

/** The HTML up to `pauseAfter`, then the rest once released. */
async function withPausedDocument(baseURL: string, path: string, pauseAfter: (html: string) => number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const served = await withServedDocument(baseURL, path, async (html, response) => {
    const at = pauseAfter(html);
    response.writeHead(response.statusCode).write(html.slice(0, at));
    await released;
    response.end(html.slice(at));
  });
  return { ...served, release };
}

/** The HTML, compressed as the host sends it, at `bytesPerSecond` in pieces every 20 ms, as a slow link delivers it. */
async function withTrickledDocument(baseURL: string, path: string, bytesPerSecond: number) {
  const upstream = await fetch(new URL(path, baseURL));
  const body = brotliCompressSync(await upstream.text());
  return withServedDocument(baseURL, path, async (_, response) => {
    response.setHeader('content-encoding', 'br');
    const piece = Math.round((bytesPerSecond * 20) / 1000);
    for (let at = 0; at < body.length; at += piece) {
      response.write(body.subarray(at, at + piece));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    response.end();
  });
}

test.describe('on a slow link', () => {
  // A page that never reports its first paint: the app's scripts then wait for the 3 s fallback, unless
  // the boot script has reason not to wait for the paint.
  const withoutPaintEntries = (page: Page) =>
    page.addInitScript(() => {
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
  const lastByte = (page: Page) =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd);

  test('the scripts are requested as soon as the HTML has arrived, without waiting for the paint', async ({ page, baseURL }) => {
    // Lighthouse's mobile link, 1.6 Mbps, as the host sends the page (compressed).
    const slow = await withTrickledDocument(baseURL!, '/docs/design-tokens', FIRST_TAP_THROTTLING.downloadBytesPerSecond);
    try {
      await withoutPaintEntries(page);
      await page.goto(slow.url);
      await page.waitForSelector(HYDRATED);
      const { entryStart } = await loadTimings(page);
      const arrived = await lastByte(page);
      expect(entryStart!).toBeGreaterThanOrEqual(arrived);
      // Long before the fallback, which a fast link waits for (below).
      expect(entryStart!).toBeLessThan(arrived + 1500);
    } finally {
      await page.goto('about:blank');
      await slow.close();
    }
  });

  test('on a fast link they keep waiting for the paint, as Lighthouse observes a page', async ({ page }) => {
    await withoutPaintEntries(page);
    // Handed over whole, as a fast link does: a busy machine's local server can deliver slowly enough to
    // look like a slow link (see the first test of this file).
    await page.route('**/docs/design-tokens', async (route) => route.fulfill({ response: await route.fetch() }));
    await page.goto('/docs/design-tokens');
    await page.waitForSelector(HYDRATED);
    const { entryStart } = await loadTimings(page);
    expect(entryStart!).toBeGreaterThanOrEqual(3000);
  });
});

test.describe('a page drawn while it is still arriving', () => {
  // The HTML stops part-way through a control's row: what follows has not arrived when the browser first
  // draws the page (the Pro link beside the header's theme toggle; in a preview, the shortcut list beside
  // the palette demo's button, or the motion spec panel whose height sets the centred demo's row).
  const afterButton = (html: string, at: number) => html.indexOf('</button>', at) + '</button>'.length;
  const controls = [
    { route: '/docs/components', name: "the header's theme toggle", markup: 'aria-label="Switch to light theme"', pause: afterButton, before: 'the Pro link' },
    { route: '/examples/command-palette', name: "the palette demo's button", markup: 'Open Command Palette', pause: afterButton, before: 'the shortcut list' },
    {
      route: '/examples/command-palette',
      name: "the palette demo's button",
      markup: 'Open Command Palette',
      pause: (html: string, at: number) => html.indexOf('<section aria-label="Motion spec"', at),
      before: 'the motion spec panel',
    },
  ];
  for (const { route, name, markup, pause, before } of controls) {
    test(`${route}: ${name}, drawn before ${before} has arrived, is never drawn where it will not stay (a tap aimed at it would land elsewhere)`, async ({ page, baseURL }) => {
      const paused = await withPausedDocument(baseURL!, route, (html) => {
        const at = html.indexOf(markup);
        expect(at).toBeGreaterThan(0);
        const end = pause(html, at);
        expect(end).toBeGreaterThan(at);
        return end;
      });
      try {
        const controlBox = () =>
          page.evaluate((text) => {
            const control = [...document.querySelectorAll('button')].find((button) => button.outerHTML.includes(text));
            const box = control?.getBoundingClientRect();
            return { shown: !!control?.checkVisibility({ visibilityProperty: true }), x: box?.x ?? NaN, y: box?.y ?? NaN };
          }, markup);
        await page.goto(paused.url, { waitUntil: 'commit' });
        // Drawn with what has arrived: the control's markup is in the page.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        await page.waitForFunction((text) => document.body?.innerHTML.includes(text), markup);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const early = await controlBox();
        paused.release();
        await page.waitForSelector(HYDRATED);
        const final = await controlBox();
        expect(final.shown).toBe(true);
        if (early.shown) expect(early).toEqual(final);
      } finally {
        paused.release();
        // Leave first: the page goes on loading its idle chunks through the local server.
        await page.goto('about:blank');
        await paused.close();
      }
    });
  }
});
