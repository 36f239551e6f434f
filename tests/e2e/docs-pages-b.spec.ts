// Documentation and Design Tokens pages: in-page sections mirrored in the hash, categories in the query.
import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations, hasHorizontalOverflow, HYDRATED } from './fixtures';
import type { Page } from '@playwright/test';

const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentation sections' });
const tokensSidebar = (page: Page) => page.getByRole('navigation', { name: 'Design token categories' });
const sectionHeading = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 2, name });

test.describe('Documentation page', () => {
  test('switches sections in-page, mirrors them in the hash with replace, so Back leaves the page', async ({ page }) => {
    await gotoPage(page, '/');
    await gotoPage(page, '/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect(sectionHeading(page, 'Getting Started')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await docsSidebar(page).getByRole('button', { name: 'Theming' }).click();
    await expect(sectionHeading(page, 'Theming')).toBeVisible();
    await expect(docsSidebar(page).getByRole('button', { name: 'Theming' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/docs#theming$/);

    await docsSidebar(page).getByRole('button', { name: /^Customization/ }).click();
    await expect(sectionHeading(page, 'Customization')).toBeVisible();
    await expect(page).toHaveURL(/\/docs#customization$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toHaveCount(0);
  });

  test('a section chosen from further down the page is brought into view; one chosen at the top stays put', async ({ page }) => {
    await gotoPage(page, '/docs');
    await docsSidebar(page).getByRole('button', { name: /^Customization/ }).click();
    await expect(sectionHeading(page, 'Customization')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await docsSidebar(page).getByRole('button', { name: 'Getting Started' }).click();
    await expect(sectionHeading(page, 'Getting Started')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // A pointer press where the sticky sidebar draws the item (a locator click would scroll to it first).
    const item = await docsSidebar(page).getByRole('button', { name: 'Theming' }).boundingBox();
    await page.mouse.click(item!.x + item!.width / 2, item!.y + item!.height / 2);
    const heading = sectionHeading(page, 'Theming');
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64);
  });

  test('opens the section named by the hash and keeps it across reload', async ({ page }) => {
    await gotoPage(page, '/docs/documentation#experience-system');
    await expect(sectionHeading(page, /Experience System/)).toBeVisible();
    await page.reload();
    await page.waitForSelector(HYDRATED);
    await expect(sectionHeading(page, /Experience System/)).toBeVisible();
    const main = page.getByRole('main');
    for (const intent of ['primary-action', 'secondary-action', 'destructive', 'navigation']) {
      await expect(main.getByLabel('Intents').getByText(intent, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Open the interactive demo' })).toHaveAttribute('href', '/examples/experience-demo');
    await expect(main.getByRole('heading', { name: 'Implementation guide' }).locator('xpath=..').getByRole('listitem')).toHaveCount(5);
  });

  test('a section whose chunk is still on its way shows a busy placeholder, then the section', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/Theming-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await gotoPage(page, '/docs#theming');
    const main = page.getByRole('main');
    await expect(sectionHeading(page, /Theming/)).toBeVisible();
    await expect(main.locator('[aria-busy="true"]').filter({ hasText: 'Loading section' })).toBeVisible();
    // The placeholder passes axe too (a name on a plain div with aria-label is aria-prohibited-attr).
    await expectNoSeriousA11yViolations(page, 'docs section placeholder');
    await expect(main.getByText('npm install @motion-kit/react', { exact: false })).toBeHidden(); // not the default section's body
    release();
    await expect(main.getByRole('list', { name: 'Themeable custom properties' })).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('prerendered HTML shows the default section, whatever the hash', async ({ request }) => {
    const html = await (await request.get('/docs')).text();
    expect(html).toContain('Getting Started');
    expect(html).not.toContain('aria-current="true">Theming');
  });

  test('search over section names filters them and opens the chosen one', async ({ page }) => {
    await gotoPage(page, '/docs');
    const search = docsSidebar(page).getByRole('combobox', { name: 'Search sections' });
    await search.fill('motion');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options).toHaveText(['Motion System']);
    await search.fill('the');
    await expect(options).toContainText(['Getting Started', 'Theming']);
    await expect(options.filter({ hasText: 'Motion System' })).toHaveCount(0);
    await search.fill('motion');
    await search.press('Enter');
    await expect(sectionHeading(page, /Motion System/)).toBeVisible();
    await expect(page).toHaveURL(/#motion-system$/);
  });

  test('code samples show the real component under Preview and its source under Code', async ({ page }) => {
    await gotoPage(page, '/docs');
    const sample = page.getByRole('main').getByRole('tablist', { name: 'Hero.tsx view' }).locator('xpath=../..');
    await expect(sample.getByRole('button', { name: 'Get started' })).toBeVisible();
    await sample.getByRole('tab', { name: 'Code' }).click();
    await expect(sample.getByRole('region', { name: 'Hero.tsx code' })).toContainText('<Button variant="primary">');
  });

  test('the Theming section toggles the one theme: data-theme flips and is stored', async ({ page }) => {
    await gotoPage(page, '/docs#theming');
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Themeable custom properties' }).getByText('--color-bg', { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(main.getByText('Current theme: light')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('has quick links and an upgrade card opening the external page in a new tab', async ({ page }) => {
    await gotoPage(page, '/docs');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Design Tokens/ })).toHaveAttribute('href', '/docs/design-tokens');
    await expect(main.getByRole('link', { name: /Component Library/ })).toHaveAttribute('href', '/docs/components');
    await expect(main.getByRole('link', { name: /Changelog/ })).toHaveAttribute('href', '/docs/changelog');
    const upgrade = main.getByRole('link', { name: 'Upgrade to Pro' });
    await expect(upgrade).toHaveAttribute('target', '_blank');
    await expect(upgrade).toHaveAttribute('rel', /noopener/);
  });

  test('the sidebar collapses to a rail and expands again', async ({ page }) => {
    await gotoPage(page, '/docs');
    const toggle = docsSidebar(page).getByRole('button', { name: /sidebar$/ });
    await expect(toggle).toHaveAccessibleName(/Collapse sidebar/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName(/Expand sidebar/);
    await expect(docsSidebar(page).getByRole('button', { name: 'Theming' })).toBeHidden();
    await docsSidebar(page).getByRole('button', { name: /Expand sidebar/ }).click();
    await expect(docsSidebar(page).getByRole('button', { name: 'Theming' })).toBeVisible();
  });
});

test.describe('Design Tokens page', () => {
  test('?category=motion on load marks Motion Tokens and scrolls its section into view', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens?category=motion');
    await expect(tokensSidebar(page).getByRole('button', { name: /Motion Tokens/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#tokens-motion')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  for (const path of ['/docs/design-tokens', '/docs/components']) {
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
  // (Lighthouse's target-size audit, axe with WCAG 2.2) saw the copy buttons of two groups overlap.
  for (const width of [375, 412, 820, 1280]) {
    test(`at ${width} px no unrendered token card spills over the next, and axe's target-size check passes`, async ({ page }) => {
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

test.describe('both pages', () => {
  for (const theme of ['dark', 'light'] as const) {
    // The docs page's other sections, which shell.spec.ts's every-route scan (the first section) does not
    // reach. The token page is scanned there in both themes; a second scan here would only repeat that
    // slow check of its thousands of elements.
    for (const route of ['/docs#experience-system', '/docs#theming']) {
      test(`${route} has no serious axe violations in the ${theme} theme`, async ({ page }) => {
        await useTheme(page, theme);
        await gotoPage(page, route);
        await expectNoSeriousA11yViolations(page, `${route} ${theme}`);
      });
    }
  }

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const route of ['/docs', '/docs/components', '/docs/design-tokens']) {
      test(`${route}: nothing shifts while the page hydrates (the sidebar is already collapsed)`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
          Object.assign(globalThis, { __shifts: shifts });
        });
        await gotoPage(page, route);
        await page.waitForTimeout(300);
        const total = await page.evaluate(() => (Reflect.get(globalThis, '__shifts') as number[]).reduce((a, b) => a + b, 0));
        expect(total).toBeLessThan(0.02);
      });
    }

    test('the sidebar is a disclosure above the content and nothing overflows', async ({ page }) => {
      await gotoPage(page, '/docs#experience-system');
      const toggle = docsSidebar(page).getByRole('button', { name: /Expand sidebar/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await docsSidebar(page).getByRole('button', { name: 'Theming' }).click();
      await expect(sectionHeading(page, 'Theming')).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await gotoPage(page, '/docs/design-tokens?category=motion');
      await expect(page.locator('#tokens-motion')).toBeInViewport();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await tokensSidebar(page).getByRole('button', { name: /Expand sidebar/ }).click();
      await tokensSidebar(page).getByRole('button', { name: /Status Tokens/ }).click();
      await expect(page).toHaveURL(/\?category=status$/);
      await expect(page.locator('#tokens-status')).toBeInViewport();
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  });
});

test.describe('deep links before hydration', () => {
  /** Holds every script of the app until `release` is called, so the prerendered page can be looked at. */
  async function holdScripts(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {}); // the page may be gone by then
    });
    return () => release();
  }
  const visibility = (page: Page) => page.locator('[data-url-dependent]').evaluate((el) => getComputedStyle(el).visibility);
  /** One animation frame: the URL-dependent content's visibility, and the sidebar's current item's inset bar. */
  type Frame = { at: number; visibility: string; currentBar: string };
  /**
   * From the first frame on, notes on the page's own clock whether the URL-dependent content is seen, until it is or
   * the page is hydrated: unlike one sample after `goto`, this does not depend on how long the test's round trips
   * take on a busy machine.
   */
  async function recordFrames(page: Page) {
    await page.addInitScript((hydrated) => {
      if (window !== window.top) return; // not in the boot script's hidden child document
      const frames: Frame[] = [];
      (window as unknown as { urlStateFrames: Frame[] }).urlStateFrames = frames;
      const sample = () => {
        const el = document.querySelector('[data-url-dependent]');
        const seen = el ? getComputedStyle(el).visibility : 'absent';
        const current = document.querySelector('main nav [role="list"] [aria-current]'); // the sidebar's
        frames.push({ at: performance.now(), visibility: seen, currentBar: current ? getComputedStyle(current).boxShadow : 'absent' });
        if (seen !== 'visible' && !document.querySelector(hydrated)) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, HYDRATED);
    return () => page.evaluate(() => (window as unknown as { urlStateFrames: Frame[] }).urlStateFrames);
  }

  test('a category in the query: the panel waits unseen instead of showing the default category first', async ({ page }) => {
    const release = await holdScripts(page);
    const frames = await recordFrames(page);
    await page.goto('/docs/components?category=motion', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-url-state', 'pending');
    await page.waitForTimeout(500); // a few frames of the prerendered page before the scripts come
    release();
    await page.waitForSelector(HYDRATED);
    const beforeTwoSeconds = (await frames()).filter((frame) => frame.at < 1_900 && frame.visibility !== 'absent');
    expect(beforeTwoSeconds.length, 'frames of the prerendered panel were sampled').toBeGreaterThan(0);
    expect(beforeTwoSeconds.filter((frame) => frame.visibility === 'visible')).toEqual([]);
    // Nor does the sidebar mark the default category as current meanwhile; the hydrated one does mark Motion.
    expect(beforeTwoSeconds.filter((frame) => frame.currentBar !== 'none')).toEqual([]);
    await expect(page.getByRole('link', { name: /^Motion \(/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /^Motion \(/ })).toHaveCSS('box-shadow', /inset/);
    await expect(page.getByRole('heading', { level: 2, name: 'Motion', exact: true })).toBeVisible();
    await expect(page.locator('[data-url-dependent]')).toHaveCount(0);
  });

  test('a plain address shows its prerendered content at once', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/docs/components', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-url-state', /./);
    await expect(page.getByRole('heading', { level: 2, name: 'Experience System' })).toBeVisible();
    expect(await visibility(page)).toBe('visible');
    release();
    await page.waitForSelector(HYDRATED);
  });

  test('a section in the hash: if the scripts never come, the prerendered section still shows, after 2 s', async ({ page }) => {
    await holdScripts(page); // never released
    const frames = await recordFrames(page);
    await page.goto('/docs#theming', { waitUntil: 'domcontentloaded' });
    await expect(sectionHeading(page, /Getting Started/)).toBeVisible({ timeout: 10_000 });
    const firstSeen = (await frames()).find((frame) => frame.visibility === 'visible');
    expect(firstSeen, 'the section was sampled as visible').toBeDefined();
    expect(firstSeen!.at).toBeGreaterThanOrEqual(1_900);
    // By then the sidebar marks the section shown as current, too.
    await expect(page.getByRole('button', { name: 'Getting Started' })).toHaveCSS('box-shadow', /inset/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
