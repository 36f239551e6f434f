import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, gotoPage, HYDRATED } from './fixtures';
import { firstTapRun } from '../../scripts/first-tap.mjs';
import { closeServer } from '../../scripts/serve.mjs';

test.describe('page loading', () => {
  test('the page declares its scripts at the top of <head>, paints from the HTML alone, then hydrates', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await gotoPage(page, '/examples/buttons');
    const served = (await response?.text()) ?? '';
    const head = served.slice(0, served.indexOf('</head>'));
    // The entry and the page's first-load modules, in the first bytes: the preload scanner requests them
    // while the page still arrives and is parsed (docs/interactivity.md).
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(head.match(/<link rel="modulepreload" crossorigin href="\/assets\/buttons-[^"]+\.js">/g)).toHaveLength(1);
    expect(served.match(/<script[^>]*\bsrc=/g)).toHaveLength(1);
    // Hydrated: the page's interactive parts work.
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The stylesheet is in the page: it is not fetched, not even when a dialog's chunk arrives later.
    await page.getByRole('button', { name: 'Open Modal' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(stylesheets).toEqual([]);
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
    // The largest paint comes from a visit without the tap (Chromium stops reporting it at the first input).
    const untapped = await firstTapRun(browser, `${baseURL}/examples/buttons`, { tap: false });
    expect(untapped.lcp).toBeGreaterThanOrEqual(untapped.fcp);
  });
});

// A visitor (or a script) that acts the moment the page has loaded, with no wait of its own: input
// before hydration is replayed once the page has hydrated (src/app/boot/pageBoot.mjs), so none of it is lost.
test.describe('acting right after the load event', () => {
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
