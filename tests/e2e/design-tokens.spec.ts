// Design Tokens page: categories in the query, copying, contrast, motion demos, search, lazily rendered cards.
import { test, expect, gotoPage, expectNoSeriousA11yViolations, tokensSidebar, layoutShiftWhileHydrating, recordLayoutShifts } from './fixtures';

test.describe('Design Tokens page', () => {
  test('?category=motion on load marks Motion Tokens and scrolls its section into view', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=motion');
    await expect(tokensSidebar(page).getByRole('button', { name: /Motion Tokens/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#tokens-motion')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
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
    await gotoPage(page, '/docs/design-tokens');
    for (const [label, id] of [['Motion Tokens', 'motion'], ['Status Tokens', 'status']]) {
      await expect(tokensSidebar(page).getByRole('button', { name: new RegExp(`^${label}`) }).getByText('Pro', { exact: true })).toBeVisible();
      await expect(page.locator(`#tokens-${id}`).getByRole('heading', { level: 2 }).getByText('Pro', { exact: true })).toBeAttached();
    }
    await expect(tokensSidebar(page).getByText('Pro', { exact: true })).toHaveCount(2);
  });

  test('prerendered HTML assumes no category: the query decides after hydration', async ({ request }) => {
    const html = await (await request.get('/docs/design-tokens?category=motion')).text();
    expect(html).toContain('Motion Tokens');
    expect(html).not.toContain('aria-current="true"');
  });

  test('clicking a category rewrites the query with replace and scrolls to its section', async ({ page }) => {
    await gotoPage(page, '/');
    await gotoPage(page, '/docs/design-tokens');
    // Each category is the one button its name finds on the page: no copy button answers for "Spacing".
    for (const name of ['Colors', 'Typography', 'Spacing', 'Motion Tokens', 'Status Tokens']) {
      await expect(page.getByRole('button', { name })).toHaveCount(1);
    }
    await expect(tokensSidebar(page).getByRole('button', { name: 'Colors' })).toHaveAttribute('aria-current', 'true');
    await tokensSidebar(page).getByRole('button', { name: 'Spacing' }).click();
    await expect(page).toHaveURL(/\/docs\/design-tokens\?category=spacing$/);
    await expect(tokensSidebar(page).getByRole('button', { name: 'Spacing' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#tokens-spacing')).toBeInViewport();
    await tokensSidebar(page).getByRole('button', { name: /Status Tokens/ }).click();
    await expect(page).toHaveURL(/\?category=status$/);
    await expect(page.locator('#tokens-status')).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
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

  test('token search finds a token and scrolls to it, switching the category', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    const search = tokensSidebar(page).getByRole('combobox', { name: 'Search tokens' });
    await search.fill('spring');
    await expect(page.getByRole('option', { name: /motion\.easing\.spring/ })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\?category=motion$/);
    await expect(page.locator('#token-motion-easing-spring')).toBeInViewport();
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

  // Token cards and rows are rendered only near the viewport (content-visibility: auto). A placeholder
  // shorter than its card let the unrendered content spill over the next card's, so layout-reading tools
  // (Lighthouse's target-size audit, axe with WCAG 2.2) saw the copy buttons of two groups overlap. The
  // placeholders are worked out from the cards' own layout (cardPlaceholder.ts) down to a 320 px page.
  for (const width of [320, 375, 412, 820, 1280]) {
    test(`at ${width} px no unrendered token card spills over the next, and axe's target-size check passes`, async ({ page }) => {
      // axe walks every one of the page's several hundred controls and their layout boxes.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await gotoPage(page, '/docs/design-tokens');
      const spills = await page.locator('main li[id^="token-"]').evaluateAll((cards) =>
        cards
          .map((card) => {
            const box = card.getBoundingClientRect();
            const bottom = Math.max(...[...card.querySelectorAll('*')].map((el) => el.getBoundingClientRect().bottom));
            return bottom > box.bottom + 1 ? `${card.id}: content ends ${Math.round(bottom - box.bottom)} px below the card` : '';
          })
          .filter(Boolean),
      );
      expect(spills).toEqual([]);
      await expectNoSeriousA11yViolations(page, `design tokens at ${width} px`);
    });
  }

  test('typography and spacing are drawn to size from the tokens', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=spacing');
    const bar = page.locator('#token-spacing-16 [aria-hidden="true"]').last();
    expect((await bar.boundingBox())?.width).toBeCloseTo(64, 0);
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

// On a slow phone the first paint comes while the page is still being parsed, and a card with
// `content-visibility: auto` is laid out at its placeholder height in the frame where it first appears:
// the first screen's cards, drawn at their placeholders and then at their real height, moved everything
// below them (CLS 0.006 at 1280 px, in most visits). They are never deferred (DesignTokens.styles.ts).
// Other parts can still move a little while they are parsed (the header's actions group, a sidebar
// badge; smaller shifts, noted in docs/performance.md), so this holds the token sections to it.
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
