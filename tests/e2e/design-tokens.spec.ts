// Design Tokens page: one category at a time, chosen by the sidebar, the query or a token's hash; copying,
// contrast, motion demos, search.
import type { Page } from '@playwright/test';
import { CATEGORY_SCROLL_DELAY_MS } from '../../src/lib/timing';
import { test, expect, gotoPage, expectNoSeriousA11yViolations, tokensSidebar, layoutShiftWhileHydrating, recordLayoutShifts, describePageBasics, HYDRATED, holdChunk } from './fixtures';

const CATEGORIES = [
  { id: 'colors', name: 'Colors' },
  { id: 'typography', name: 'Typography' },
  { id: 'spacing', name: 'Spacing' },
  { id: 'motion', name: 'Motion Tokens' },
  { id: 'status', name: 'Status Tokens' },
] as const;

/** The category sections on the page: the ids of those rendered. */
const shownSections = (page: Page) => page.locator('main section[id^="tokens-"]').evaluateAll((sections) => sections.map((section) => section.id));
const categoryButton = (page: Page, name: string) => tokensSidebar(page).getByRole('button', { name: new RegExp(`^${name}`) });

test.describe('Design Tokens page', () => {
  test('?category=motion on load marks Motion Tokens, shows its section alone and scrolls it into view', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=motion');
    await expect(categoryButton(page, 'Motion Tokens')).toHaveAttribute('aria-current', 'true');
    expect(await shownSections(page)).toEqual(['tokens-motion']);
    // The scroll comes once the section's code has arrived and 100 ms have passed.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('#tokens-motion')).toBeInViewport();
  });

  test('a plain address shows the colors alone, without scrolling', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    await expect(categoryButton(page, 'Colors')).toHaveAttribute('aria-current', 'true');
    expect(await shownSections(page)).toEqual(['tokens-colors']);
    await expect(page.locator('#tokens-colors-title')).toHaveText('Colors');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const path of ['/docs/design-tokens']) {
    test(`${path}: an unknown ?category= shows the default and leaves the URL in place`, async ({ page }) => {
      await gotoPage(page, '/');
      await gotoPage(page, `${path}?category=bogus`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Replaced, not pushed: Back goes to the page before.
      await page.goBack();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  }

  test('the Pro categories carry a Pro badge in the sidebar and on their heading (free build)', async ({ page }) => {
    for (const [label, id] of [['Motion Tokens', 'motion'], ['Status Tokens', 'status']] as const) {
      await gotoPage(page, `/docs/design-tokens?category=${id}`);
      await expect(categoryButton(page, label).getByText('Pro', { exact: true })).toBeVisible();
      await expect(page.locator(`#tokens-${id}`).getByRole('heading', { level: 2 }).getByText('Pro', { exact: true })).toBeVisible();
      await expect(tokensSidebar(page).getByText('Pro', { exact: true })).toHaveCount(2);
    }
  });

  test('prerendered HTML holds the colors alone, its section and current item held back while a URL may choose another', async ({ request }) => {
    const html = await (await request.get('/docs/design-tokens?category=motion')).text();
    expect(html).toContain('id="tokens-colors"');
    for (const id of ['typography', 'spacing', 'motion', 'status']) expect(html).not.toContain(`id="tokens-${id}"`);
    expect(html).toMatch(/<section[^>]*id="tokens-colors"[^>]*data-url-dependent=""/);
    expect(html).toMatch(/data-url-dependent-current=""/);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="true"[^>]*>(<[^>]+>)*Colors</);
  });

  test('each category button shows its section alone and rewrites the query in place, scrolling to it', async ({ page }) => {
    await gotoPage(page, '/');
    await gotoPage(page, '/docs/design-tokens');
    // Each category is the one button its name finds on the page: no copy button answers for "Spacing".
    for (const { name } of CATEGORIES) await expect(page.getByRole('button', { name })).toHaveCount(1);
    await expect(categoryButton(page, 'Colors')).toHaveAttribute('aria-current', 'true');
    // From far down the colors, as a visitor who has read them reaches the (sticky) sidebar.
    await page.mouse.wheel(0, 3000);
    for (const { id, name } of [...CATEGORIES.slice(1), CATEGORIES[0]]) {
      await categoryButton(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/docs/design-tokens\\?category=${id}$`));
      await expect(categoryButton(page, name)).toHaveAttribute('aria-current', 'true');
      await expect(page.locator(`#tokens-${id}`)).toBeInViewport();
      await expect.poll(() => shownSections(page)).toEqual([`tokens-${id}`]);
      await expect(tokensSidebar(page).locator('[aria-current]')).toHaveCount(1);
    }
    // Replaced, not pushed: Back leaves the page.
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`a category is scrolled to ${CATEGORY_SCROLL_DELAY_MS} ms after its click, ${reducedMotion === 'reduce' ? 'at once under reduced motion' : 'smoothly'}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await gotoPage(page, '/docs/design-tokens');
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
      await page.evaluate(() => {
        const w = window as unknown as { scrolls: number[] };
        w.scrolls = [];
        addEventListener('scroll', () => w.scrolls.push(performance.now()), { passive: true });
      });
      const clicked = await page.evaluate(() => performance.now());
      // The category shown: the page only scrolls back up to its section.
      await categoryButton(page, 'Colors').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(500);
      await page.waitForTimeout(300);
      const scrolls = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
      expect(scrolls[0]).toBeGreaterThanOrEqual(clicked + CATEGORY_SCROLL_DELAY_MS - 1);
      if (reducedMotion === 'reduce') expect(scrolls).toHaveLength(1);
      else expect(scrolls.length).toBeGreaterThan(3);
    });
  }

  test('the previous and next links at the end of a section are real links that choose their category in place', async ({ page }) => {
    await gotoPage(page, '/');
    await gotoPage(page, '/docs/design-tokens?category=typography');
    const pager = page.getByRole('navigation', { name: 'More token categories' });
    await expect(pager.getByRole('link', { name: /Previous\s*Colors/ })).toHaveAttribute('href', '/docs/design-tokens?category=colors');
    const next = pager.getByRole('link', { name: /Next\s*Spacing/ });
    await expect(next).toHaveAttribute('href', '/docs/design-tokens?category=spacing');
    await next.click();
    await expect(page).toHaveURL(/\?category=spacing$/);
    await expect(page.locator('#tokens-spacing')).toBeInViewport();
    expect(await shownSections(page)).toEqual(['tokens-spacing']);
    await expect(categoryButton(page, 'Spacing')).toHaveAttribute('aria-current', 'true');
    // The first category has no previous one, the last no next one.
    await gotoPage(page, '/docs/design-tokens?category=status');
    await expect(pager.getByRole('link')).toHaveCount(1);
    await expect(pager.getByRole('link', { name: /Previous\s*Motion Tokens/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/category=spacing$/);
  });

  test.describe('copying', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a swatch copies its CSS variable and hex, showing Copied! for two seconds', async ({ page }) => {
      await gotoPage(page, '/docs/design-tokens');
      const swatch = page.locator('#token-color-brand-primary');
      await expect(swatch).toContainText('#6366f1');
      // Named "Copy", described by the value each copies.
      const copyButtons = swatch.getByRole('button', { name: 'Copy', exact: true });
      const [copyVariable, copyHex] = [copyButtons.nth(0), copyButtons.nth(1)];
      await expect(copyVariable).toHaveAccessibleDescription('--color-brand-primary');
      await expect(copyHex).toHaveAccessibleDescription('#6366f1');
      await copyVariable.click();
      await expect(swatch.getByText('Copied!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('--color-brand-primary');
      // A click on the value itself copies too: the button covers the chip.
      const hexText = (await swatch.getByText('#6366f1', { exact: true }).boundingBox())!;
      await page.mouse.click(hexText.x + hexText.width / 2, hexText.y + hexText.height / 2);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#6366f1');
      await expect(swatch.getByText('Copied!')).toHaveCount(0, { timeout: 4_000 });
    });
  });

  test('swatches show the contrast ratio against the current theme background', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    const text = page.locator('#token-color-text');
    await expect(text).toContainText('19.28:1');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(text).toContainText('#0f172a');
    await expect(text).toContainText('17.85:1');
  });

  test('a duration demo plays the sample with exactly that duration and the standard easing', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=motion');
    const row = page.locator('#token-motion-duration-slowest');
    await row.getByRole('button', { name: 'Play motion.duration.slowest (1000ms)' }).click();
    const track = row.locator('[data-state]');
    await expect(track).toHaveAttribute('data-state', 'playing');
    const timing = await track.evaluate((el) => {
      const [animation] = el.getAnimations({ subtree: true }).filter((a) => !(a instanceof CSSTransition));
      const t = animation?.effect?.getTiming();
      return { duration: t?.duration, easing: t?.easing };
    });
    expect(timing).toEqual({ duration: 1000, easing: 'cubic-bezier(0.4, 0, 0.2, 1)' });
    await expect(track).toHaveAttribute('data-state', 'finished');
    const moved = await track.evaluate((el) => new DOMMatrix(getComputedStyle(el.firstElementChild!).transform).m41);
    expect(moved).toBeGreaterThan(50);
  });

  test('easing demos draw their curve and run with that easing', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=motion');
    const card = page.locator('#token-motion-easing-spring');
    await expect(card.locator('path.curve')).toHaveAttribute('d', /^M [\d.]+ [\d.]+ C /);
    await expect(card).toContainText('cubic-bezier(0.34, 1.56, 0.64, 1)');
    await card.getByRole('button', { name: /Play motion.easing.spring/ }).click();
    const easing = await card.evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => !(a instanceof CSSTransition))[0]?.effect?.getTiming().easing,
    );
    expect(easing).toBe('cubic-bezier(0.34, 1.56, 0.64, 1)');
  });

  test('under reduced motion the demo jumps to the end', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage(page, '/docs/design-tokens?category=motion');
    const row = page.locator('#token-motion-duration-slowest');
    await row.getByRole('button', { name: /Play/ }).click();
    await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'finished', { timeout: 500 });
  });

  test('token search finds a token of another category, shows that category and scrolls to the token', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    const search = tokensSidebar(page).getByRole('combobox', { name: 'Search tokens' });
    await search.fill('spring');
    await expect(page.getByRole('option', { name: /motion\.easing\.spring/ })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\?category=motion$/);
    await expect(page.locator('#token-motion-easing-spring')).toBeInViewport();
    expect(await shownSections(page)).toEqual(['tokens-motion']);
    await expect(categoryButton(page, 'Motion Tokens')).toHaveAttribute('aria-current', 'true');

    await search.fill('status.info');
    await page.getByRole('option', { name: /color\.status\.info/ }).click();
    await expect(page).toHaveURL(/\?category=status$/);
    await expect(page.locator('#token-color-status-info')).toBeInViewport();
    expect(await shownSections(page)).toEqual(['tokens-status']);
  });

  for (const path of ['/docs/design-tokens#token-font-size-5xl', '/docs/design-tokens?category=typography#token-font-size-5xl', '/docs/design-tokens?category=colors#token-font-size-5xl']) {
    test(`${path}: a token's hash shows its category, whatever the query says, and lands on its row`, async ({ page }) => {
      await gotoPage(page, path);
      const row = page.locator('#token-font-size-5xl');
      await expect(row).toBeInViewport();
      await expect(row).toHaveAttribute('data-search-target', '');
      expect(await shownSections(page)).toEqual(['tokens-typography']);
      await expect(categoryButton(page, 'Typography')).toHaveAttribute('aria-current', 'true');
      // The address stays as it came: rewriting it would drop the hash being landed on.
      expect(page.url()).toMatch(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      // Choosing another category leaves the token behind: its hash goes.
      await categoryButton(page, 'Spacing').click();
      await expect(page).toHaveURL(/\/docs\/design-tokens\?category=spacing$/);
      await expect.poll(() => shownSections(page)).toEqual(['tokens-spacing']);
    });
  }

  test("a spring's duration token lands on the spring's settling time", async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=motion#token-motion-spring-bouncy-duration');
    const time = page.locator('#token-motion-spring-bouncy-duration');
    await expect(time).toHaveText(/^settles in \d+ms$/);
    await expect(time).toBeInViewport();
    await expect(page.locator('#token-motion-spring-bouncy')).toContainText('settles in');
  });

  test('Tab from the search field moves on past its long result list, which closes', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    const search = tokensSidebar(page).getByRole('combobox', { name: 'Search tokens' });
    await search.fill('color');
    await expect(page.getByRole('option')).toHaveCount(8);
    await search.press('Tab');
    await expect(tokensSidebar(page).getByRole('button', { name: 'Colors' })).toBeFocused();
    await expect(search).toHaveAttribute('aria-expanded', 'false'); // closed 200 ms after the blur
    await expect(tokensSidebar(page).getByRole('button', { name: 'Colors' })).toBeFocused();
  });

  // The most controls side by side on the narrowest page (WCAG's reflow width): axe's target-size rule.
  for (const id of ['colors', 'motion']) {
    test(`at 320 px the ${id} pass axe, target sizes included, and nothing scrolls sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 320, height: 800 });
      await gotoPage(page, `/docs/design-tokens?category=${id}`);
      await expectNoSeriousA11yViolations(page, `design tokens (${id}) at 320 px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
  }

  test('typography and spacing are drawn to size from the tokens', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=spacing');
    const bar = page.locator('#token-spacing-16 [aria-hidden="true"]').last();
    expect((await bar.boundingBox())?.width).toBeCloseTo(64, 0);
    await gotoPage(page, '/docs/design-tokens?category=typography');
    const sample = page.locator('#token-font-size-5xl p');
    expect(await sample.evaluate((el) => getComputedStyle(el).fontSize)).toBe('48px');
  });
});

test.describe('while hydrating at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of ['/docs/design-tokens']) {
    test(`${route}: nothing shifts while the page hydrates (the sidebar is already collapsed)`, async ({ page }) => {
      expect(await layoutShiftWhileHydrating(page, route)).toBeLessThan(0.02);
    });
  }
});

// On a slow phone the first paint comes while the page is still being parsed: the token cards on the
// first screen are drawn where they stay. Other parts can still move a little while they are parsed (the
// header's actions group, a sidebar badge; smaller shifts, noted in docs/performance.md), so this holds
// the token sections to it.
test.describe('while a slow phone parses the page', () => {
  for (const width of [800, 1280]) {
    test(`at ${width} px no token card on the first screen moves`, async ({ page, cdp }) => {
      await page.setViewportSize({ width, height: 800 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const shifts = await recordLayoutShifts(page, 'section[id^="tokens-"]');
      await page.goto('/docs/design-tokens');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect((await shifts()).filter((shift) => shift.inside)).toEqual([]);
    });
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the collapsed sidebar opens to switch categories, and the chosen section is scrolled to', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    const toggle = tokensSidebar(page).getByRole('button', { name: /Expand sidebar/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await categoryButton(page, 'Spacing').click();
    await expect(page).toHaveURL(/\?category=spacing$/);
    const heading = page.locator('#tokens-spacing-title');
    await expect(heading).toBeInViewport();
    // At the top of the view, below the sticky header.
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);
    // At the end of the section, the next category is one tap away.
    const next = page.getByRole('navigation', { name: 'More token categories' }).getByRole('link', { name: /Next\s*Motion Tokens/ });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/\?category=motion$/);
    await expect(page.locator('#tokens-motion-title')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
});

test("choosing Motion before the motion section's code has arrived shows its heading and a placeholder, then its demos", async ({ page }) => {
  const chunk = await holdChunk(page, 'MotionTokens');
  await page.goto('/docs/design-tokens');
  await expect(page.locator(HYDRATED)).toHaveCount(1);
  await expect.poll(chunk.requested).toBe(true);
  await categoryButton(page, 'Motion Tokens').click();
  await expect(page).toHaveURL(/\?category=motion$/);
  await expect(page.locator('#tokens-motion-title')).toBeVisible();
  await expect(page.locator('#tokens-motion [aria-busy="true"]')).toContainText('Loading tokens');

  await chunk.release();
  const row = page.locator('#token-motion-duration-slowest');
  await row.getByRole('button', { name: 'Play motion.duration.slowest (1000ms)' }).click();
  await expect(row.locator('[data-state]')).toHaveAttribute('data-state', /playing|finished/);
  await expect(page.locator('#tokens-motion [aria-busy="true"]')).toHaveCount(0);
});

// The plain address (the colors) is checked by shell.spec.ts, the motion category by motion-lab.spec.ts.
describePageBasics(['/docs/design-tokens?category=typography', '/docs/design-tokens?category=spacing', '/docs/design-tokens?category=status']);
