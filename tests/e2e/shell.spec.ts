import { test, expect, gotoPage, expectNoSeriousA11yViolations, hasHorizontalOverflow, coveredControls, switchToLightFromHeader } from './fixtures';
import { PAGE_META } from '../../src/app/pageMeta';

const ROUTES = PAGE_META.map((meta) => meta.path);

// One visit per route checks what every page owes (issues 1 and 8): it opens from the static server with its
// landmarks, axe finds no serious violation in either theme (light reached through the header's real toggle),
// nothing breaks the Content-Security-Policy and external links are safe. One page load instead of three
// keeps the browser tests well inside CI's time.
test.describe('every route opens directly from the static server', () => {
  // Two axe runs per test, and on the design-token page (thousands of elements) each is slow on a busy CI machine.
  test.describe.configure({ timeout: 150_000 });
  for (const route of ROUTES) {
    test(`${route}: h1 and landmarks, no console error, no serious axe violation in dark and light, no CSP violation`, async ({ page }) => {
      await page.addInitScript(() => {
        Reflect.set(window, '__csp', []);
        document.addEventListener('securitypolicyviolation', (event) => {
          (Reflect.get(window, '__csp') as string[]).push(`${event.violatedDirective}: ${event.blockedURI}`);
        });
      });
      const response = await gotoPage(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${route} dark`);

      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).not.toContain('unsafe-eval');

      // The toggle loads code and inserts styles, so they run under the policy too.
      await switchToLightFromHeader(page);
      await expectNoSeriousA11yViolations(page, `${route} light`);

      expect(await page.evaluate(() => Reflect.get(window, '__csp'))).toEqual([]);
      const unsafe = await page.locator('a[target="_blank"]').evaluateAll((links) =>
        links.filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? '')).map((a) => a.outerHTML),
      );
      expect(unsafe).toEqual([]);
    });
  }
});

test('prerendered HTML already holds the page content, title and styles', async ({ request }) => {
  const html = await (await request.get('/docs/changelog')).text();
  expect(html).toContain('<title>Changelog · Motion Kit</title>');
  expect(html).toMatch(/<h1[^>]*>/);
  expect(html).toContain('data-styled');
});

test('query strings reach the same prerendered page', async ({ page }) => {
  const response = await gotoPage(page, '/docs/design-tokens?category=motion');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('an unknown path gets the 404 page with status 404 and ways back', async ({ page, consoleErrors }) => {
  const response = await gotoPage(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  // The router's default error screen's words (spec), on a page that also offers ways back.
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs');
  await expect(main.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/docs/components');
  await expectNoSeriousA11yViolations(page, '404');
  // The browser logs the document's own 404 status; that one is expected here.
  const rest = consoleErrors.filter((line) => !line.includes('status of 404'));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
});

test('a path that differs only in case gets the 404 page, and the client agrees with it', async ({ page, consoleErrors }) => {
  const response = await gotoPage(page, '/DOCS');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  // No hydration mismatch (React #418) or other error besides the document's own 404.
  expect(consoleErrors.filter((line) => !line.includes('status of 404'))).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length);
});

test("/index.html is the home page, as the host serves it, shown at '/'", async ({ page }) => {
  await gotoPage(page, '/index.html?from=bookmark#top');
  await expect(page.getByRole('link', { name: 'Explore Components' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?from=bookmark#top$/);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});

test.describe('theme', () => {
  test('defaults to dark and persists a toggle across reload, applied before first paint', async ({ page }) => {
    await gotoPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    const atDomContentLoaded = page.waitForEvent('domcontentloaded').then(() => page.evaluate(() => document.documentElement.dataset.theme));
    await page.reload();
    expect(await atDomContentLoaded).toBe('light');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('a theme change is drawn at once: no element runs a colour transition, and transitions work again after', async ({ page }) => {
    // The token page has the most elements with colour transitions (buttons, swatches, links) under a
    // body whose colour, which all of them inherit, transitions too.
    await gotoPage(page, '/docs/design-tokens');
    await page.evaluate(() => {
      // The toggle itself answers the pointer (hover and press transitions); everything else must not move.
      const toggle = document.querySelector('header button[aria-label="Switch to light theme"]');
      const started: string[] = [];
      document.addEventListener(
        'transitionrun',
        (event) => !toggle?.contains(event.target as Node) && started.push(`${(event.target as Element).tagName} ${event.propertyName}`),
        true,
      );
      Reflect.set(window, '__transitions', started);
    });
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The mark lasts one drawn frame; then the page's own transitions (a hover's) are back.
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-switching');
    expect(await page.evaluate(() => getComputedStyle(document.body).transitionProperty)).toBe('background-color, color');
    expect(await page.evaluate(() => Reflect.get(window, '__transitions'))).toEqual([]);
  });

  test('garbage in storage falls back to dark', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', '{"not":"a theme"}'));
    await gotoPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('navigation', () => {
  test('aria-current follows the route', async ({ page }) => {
    await gotoPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/docs\/changelog$/);
    await expect(nav.getByRole('link', { name: 'Changelog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('a link inside the page that leaves hands focus to the main landmark, so Tab goes on in the new page', async ({ page }) => {
    await gotoPage(page, '/');
    await page.getByRole('link', { name: 'View Full Roadmap' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Changelog/ })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`a route change fades and slides the page out first, then the next one in (${reducedMotion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      // Every animation the page starts on an element, with the page title inside it and how many
      // page titles the main landmark holds at that moment.
      await page.addInitScript(() => {
        const log: { h1: string; titles: number; keyframes: Keyframe[] }[] = [];
        Reflect.set(window, '__animations', log);
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, keyframes, options) {
          if (this.querySelector('h1') && Array.isArray(keyframes)) {
            log.push({ h1: this.querySelector('h1')?.textContent ?? '', titles: document.querySelectorAll('main h1').length, keyframes: keyframes.map(({ opacity, transform }) => ({ opacity, transform })) });
          }
          return animate.call(this, keyframes, options);
        };
      });
      await gotoPage(page, '/');
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Changelog' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__animations') as unknown[]).length)).toBe(2);
      const slide = reducedMotion === 'reduce' ? 0 : 12;
      type Logged = { h1: string; titles: number; keyframes: Keyframe[] };
      const [exit, enter] = (await page.evaluate(() => Reflect.get(window, '__animations'))) as [Logged, Logged];
      // Nothing moved on the first load; the home page left before the changelog came in.
      expect(exit.h1).not.toContain('Changelog');
      expect(exit.keyframes).toEqual([
        { opacity: 1, transform: 'translateY(0px)' },
        { opacity: 0, transform: `translateY(${-slide}px)` },
      ]);
      expect(enter.h1).toContain('Changelog');
      expect(enter.titles).toBe(1);
      expect(enter.keyframes).toEqual([
        { opacity: 0, transform: `translateY(${slide}px)` },
        { opacity: 1, transform: 'translateY(0px)' },
      ]);
    });
  }

  test('the breadcrumb maps example pages to their component category', async ({ page }) => {
    await gotoPage(page, '/examples/drawer');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/docs/components?category=motion');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Drawer');
  });

  test('the Pro call to action opens the external page in a new tab safely', async ({ page }) => {
    await gotoPage(page, '/');
    const cta = page.getByRole('banner').getByRole('link', { name: 'Join Pro Waitlist' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('at tablet widths', () => {
  for (const width of [768, 820, 900, 1023]) {
    test(`${width} px: every header control can be pressed, the links on a row of their own under the logo`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoPage(page, '/docs');
      expect(await coveredControls(page, 'header')).toEqual([]);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      const link = await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Home' }).boundingBox();
      const toggle = await page.getByRole('button', { name: /Switch to light theme/ }).boundingBox();
      expect(link!.y).toBeGreaterThanOrEqual(toggle!.y + toggle!.height);
      // The page's sticky parts and scroll targets clear the taller header.
      const header = await page.getByRole('banner').boundingBox();
      const sizeHeader = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--size-header')));
      expect(Math.abs(header!.height - sizeHeader)).toBeLessThanOrEqual(2);
    });
  }

  test('at 1024 px the links sit in the one row between the logo and the actions', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoPage(page, '/docs');
    expect(await coveredControls(page, 'header')).toEqual([]);
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(66);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, locks scroll, and closes on Escape, outside click and link click', async ({ page }) => {
    await gotoPage(page, '/docs');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const mobileNav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(mobileNav).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(200, 700);
    await expect(mobileNav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/docs\/changelog$/);
    await expect(mobileNav).toBeHidden();
  });

  test('Tab past the open mobile menu closes it, so focus never moves on under its scrim', async ({ page }) => {
    await gotoPage(page, '/docs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await mobileNav.getByRole('link', { name: 'Home' }).focus();
    const inHeader = () => page.evaluate(() => Boolean(document.activeElement?.closest('header')));
    let presses = 0;
    for (; presses < 20 && (await inHeader()); presses += 1) {
      await expect(mobileNav).toBeVisible();
      await page.keyboard.press('Tab');
    }
    expect(presses).toBeGreaterThan(3);
    expect(await inHeader()).toBe(false);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('opening and closing the mobile menu on a scrolled page keeps the reader where they were', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    // A tap where the toggle is drawn (a locator click would first scroll the sticky header "into view").
    const toggle = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    await page.mouse.click(toggle!.x + toggle!.width / 2, toggle!.y + toggle!.height / 2);
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
  });

  test('an open mobile menu closes, and lets the page scroll again, once the window widens past 768 px', async ({ page }) => {
    await gotoPage(page, '/docs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 740 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  for (const route of ROUTES) {
    test(`${route} has no horizontal overflow`, async ({ page }) => {
      await gotoPage(page, route);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  }
});
