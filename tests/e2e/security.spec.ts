// What a hostile visitor or site can try: addresses no page expects, framing a page from another
// origin, methods other than GET and HEAD, and the headers and encodings the server answers with.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, gotoPage } from './fixtures';
import { PAGE_META } from '../../src/app/pageMeta';
import { closeServer } from '../../scripts/serve.mjs';

const ERROR_SCREEN = { level: 1, name: 'Unexpected Application Error!' } as const;

/** Values a URL can carry that no page expects: malformed escapes, markup, huge, prototype keys, unicode. */
const HOSTILE = ['%', '%E0%A4%A', '%zz', '<script>alert(1)</script>', 'x'.repeat(4000), '__proto__', 'constructor', '🙂 ünïcode', "'\"><img src=x>"];

/** The routes that read their hash or query into state. */
const URL_STATE_ROUTES = ['/docs', '/docs/documentation', '/docs/design-tokens', '/docs/components'];

/** Puts a value into a URL as an address bar would: raw, so malformed escapes stay malformed. */
const hostile = (route: string, value: string) => `${route}?category=${value}#${value}`;

test.describe('hostile addresses', () => {
  for (const route of URL_STATE_ROUTES) {
    test(`${route} renders its page for every hostile hash and query`, async ({ page }) => {
      // Nine page loads; the design tokens page's take a while on a busy machine.
      test.setTimeout(180_000);
      for (const value of HOSTILE) {
        const response = await gotoPage(page, hostile(route, value));
        expect(response?.status(), value).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first(), value).toBeVisible();
        await expect(page.getByRole('heading', ERROR_SCREEN), value).toHaveCount(0);
      }
    });
  }

  test('/docs shows the default section for a malformed hash, also after a reload', async ({ page }) => {
    await gotoPage(page, '/docs#%E0%A4%A');
    await expect(page.getByRole('heading', { name: 'Getting Started' }).first()).toBeVisible();
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByRole('heading', ERROR_SCREEN)).toHaveCount(0);
  });

  // One test a route, so the page loads share both workers instead of filling one test's time limit.
  for (const { path } of PAGE_META) {
    test(`${path} renders with a hostile query and hash`, async ({ page }) => {
      const response = await gotoPage(page, `${path}?category=%E0%A4%A&%=%25#%`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', ERROR_SCREEN), path).toHaveCount(0);
    });
  }

  test('a hostile path gets the 404 page, not a crash', async ({ page, consoleErrors }) => {
    for (const path of ['/%', '/docs/%E0%A4%A', '/examples/%3Cscript%3E', `/${'x'.repeat(2000)}`]) {
      const response = await gotoPage(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('404 Not Found'), path).toBeVisible();
    }
    // The browser logs each document's own 404 status; those are expected here.
    const rest = consoleErrors.filter((line) => !line.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });
});

test.describe('framing from another origin', () => {
  // A second origin (another port) whose page frames the site; it also frames a page of its own,
  // which must load, so a refusal is the site's headers and not the harness.
  let other: http.Server;
  let otherOrigin = '';
  test.beforeAll(async ({ baseURL }) => {
    other = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url === '/own') return res.end('<!doctype html><title>own</title><p id="own">framed fine</p>');
      res.end(
        `<!doctype html><title>framer</title>` +
          `<iframe id="site" src="${baseURL}/docs" width="800" height="600"></iframe>` +
          `<iframe id="own" src="/own"></iframe>`,
      );
    });
    // Any free port is another origin; a fixed neighbour of the site's port may be another server's.
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await closeServer(other);
  });

  test('a page of the site framed by another origin is refused', async ({ page, consoleErrors }) => {
    const docsResponse = page.waitForResponse((response) => response.url().endsWith('/docs'));
    await page.goto(`${otherOrigin}/`);
    const response = await docsResponse;
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The harness can frame: the other origin's own page loads in its frame.
    await expect(page.frameLocator('#own').locator('#own')).toHaveText('framed fine');
    // The site's page does not: Chromium shows its blocked-frame page, nothing of the site renders.
    await expect.poll(() => consoleErrors.some((line) => line.includes("frame-ancestors 'none'")), { timeout: 10_000 }).toBe(true);
    await expect(page.frameLocator('#site').getByRole('heading', { level: 1 })).toHaveCount(0);
    const site = page.frames().find((frame) => frame.url().startsWith(`${new URL(response.url()).origin}/docs`));
    expect(await site?.evaluate(() => document.documentElement.dataset.hydrated).catch(() => undefined)).toBeUndefined();
    // The refusal itself is logged as an error on the framing page; it is what this test expects.
    const rest = consoleErrors.filter((line) => !line.includes("frame-ancestors 'none'"));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });
});

test.describe('the server', () => {
  test('answers other methods with 405 and says which it allows', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request.fetch('/docs', { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers()['allow'], method).toBe('GET, HEAD');
    }
    expect((await request.head('/docs')).status()).toBe(200);
  });

  test("sends a page the headers of _headers, with the page's own script hashes", async ({ page, request }) => {
    await gotoPage(page, '/docs/design-tokens');
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const headers = (await request.get('/docs/design-tokens')).headers();
    expect(headers['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const asset = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href'));
    expect((await request.get(String(asset))).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('sends a precompressed copy only to a client that accepts its encoding', async ({ request }) => {
    const encodingFor = async (acceptEncoding: string) =>
      (await request.get('/docs', { headers: { 'Accept-Encoding': acceptEncoding } })).headers()['content-encoding'];
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('gzip')).toBe('gzip');
    expect(await encodingFor('gzip, br')).toBe('br');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    for (const hidden of ['/index.html.br', '/index.html%2ebr', '/_headers', '/%5fheaders', '/_headers/', '/vercel%2ejson']) {
      const response = await request.get(hidden, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status(), hidden).toBe(404);
      expect(response.headers()['content-encoding'], hidden).toBeUndefined();
    }
  });

  test('answers a range it cannot satisfy with 416 and goes on serving', async ({ request }) => {
    // A range counts bytes of what is sent, so ask for the file itself rather than a compressed copy.
    const identity = { 'Accept-Encoding': 'identity' };
    const size = (await (await request.get('/favicon.svg', { headers: identity })).body()).length;
    const response = await request.get('/favicon.svg', { headers: { ...identity, Range: 'bytes=5-2' } });
    expect(response.status()).toBe(416);
    expect(response.headers()['content-range']).toBe(`bytes */${size}`);
    expect((await request.get('/favicon.svg', { headers: { Range: 'bytes=0-4' } })).status()).toBe(206);
  });

  test("every address of a page carries that page's security headers", async ({ page, request }) => {
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cache-control'];
    const security = async (path: string) => {
      const headers = (await request.get(path)).headers();
      return Object.fromEntries(names.map((name) => [name, headers[name]]));
    };
    const docs = await security('/docs');
    expect(Object.values(docs).every(Boolean)).toBe(true);
    for (const path of ['/docs/', '/docs/index.html', '/docs/index', '/%64ocs']) expect(await security(path), path).toEqual(docs);
    const notFound = await security('/404');
    expect(notFound['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await security('/no/such/page')).toEqual(notFound);
    // The policy sent is the page's own: under it the page at its longest address runs its scripts.
    await gotoPage(page, '/docs/index.html');
    await expect(page.getByRole('heading', ERROR_SCREEN)).toHaveCount(0);
  });

  test('a 404 carries the site headers too', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

test('the CSS escape of "</" keeps its meaning in Chromium', async ({ page }) => {
  // What prerender.mjs writes for a "</" inside the inlined stylesheet: \3c followed by a space.
  await page.setContent(
    '<style>#a::before{content:"\\3c /style>"} :root{--t:"\\3c /b"}</style><p id="a"></p><p id="after">after</p>',
  );
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('#a')!, '::before').content)).toBe('"</style>"');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--t'))).toBe('"\\3c /b"');
  await expect(page.locator('#after')).toHaveText('after');
});
