// A deep link's state (a category in the query, a section in the hash) before the page hydrates: what
// depends on it waits unseen rather than showing the prerendered default first.
import type { Page } from '@playwright/test';
import { test, expect, HYDRATED, sectionHeading } from './fixtures';

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

  /**
   * Opens `path` with the app's scripts held for a few frames of the prerendered page, then releases them:
   * no frame before the head style's 2 s fallback showed the URL-dependent content or the sidebar's
   * prerendered current item.
   */
  async function expectPrerenderedDefaultUnseen(page: Page, path: string) {
    const release = await holdScripts(page);
    const frames = await recordFrames(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-url-state', 'pending');
    await page.waitForTimeout(500); // a few frames of the prerendered page before the scripts come
    release();
    await page.waitForSelector(HYDRATED);
    const beforeTwoSeconds = (await frames()).filter((frame) => frame.at < 1_900 && frame.visibility !== 'absent');
    expect(beforeTwoSeconds.length, 'frames of the prerendered content were sampled').toBeGreaterThan(0);
    expect(beforeTwoSeconds.filter((frame) => frame.visibility === 'visible')).toEqual([]);
    expect(beforeTwoSeconds.filter((frame) => frame.currentBar !== 'none')).toEqual([]);
  }

  test('a category in the query: the panel waits unseen instead of showing the default category first', async ({ page }) => {
    await expectPrerenderedDefaultUnseen(page, '/docs/components?category=motion');
    // The hydrated sidebar marks Motion as current.
    await expect(page.getByRole('link', { name: /^Motion \(/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /^Motion \(/ })).toHaveCSS('box-shadow', /inset/);
    await expect(page.getByRole('heading', { level: 2, name: 'Motion', exact: true })).toBeVisible();
    await expect(page.locator('[data-url-dependent]')).toHaveCount(0);
  });

  // The design-tokens page's prerendered HTML holds the colors: a link to another category, or to a token
  // of another category, never shows them first.
  for (const path of ['/docs/design-tokens?category=motion', '/docs/design-tokens#token-color-status-info']) {
    test(`${path}: the colors wait unseen, then the linked category shows`, async ({ page }) => {
      await expectPrerenderedDefaultUnseen(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const id = path.includes('motion') ? 'motion' : 'status';
      await expect(page.locator(`#tokens-${id}`)).toBeVisible();
      await expect(page.locator('#tokens-colors')).toHaveCount(0);
      await expect(page.locator('[data-url-dependent]')).toHaveCount(0);
    });
  }

  test('a plain address shows its prerendered content at once', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/docs/components', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 2, name: 'Experience System' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-url-state', /./);
    expect(await visibility(page)).toBe('visible');
    release();
    await page.waitForSelector(HYDRATED);
  });

  test('a section in the hash: if the scripts never come, the prerendered section still shows, after 2 s', async ({ page }) => {
    await holdScripts(page); // never released
    const frames = await recordFrames(page);
    await page.goto('/docs#theming', { waitUntil: 'commit' });
    await expect(sectionHeading(page, /Getting Started/)).toBeVisible({ timeout: 10_000 });
    const firstSeen = (await frames()).find((frame) => frame.visibility === 'visible');
    expect(firstSeen, 'the section was sampled as visible').toBeDefined();
    expect(firstSeen!.at).toBeGreaterThanOrEqual(1_900);
    // By then the sidebar marks the section shown as current, too.
    await expect(page.getByRole('button', { name: 'Getting Started' })).toHaveCSS('box-shadow', /inset/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
