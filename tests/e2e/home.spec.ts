// Home: the hero, motion philosophy and roadmap preview, the motion demos, and the first screen without JavaScript.
import { test, expect, gotoPage } from './fixtures';
import { tokens } from '../../build/ts/tokens';
import { DEFAULT_URLS } from '../../src/lib/config';

test.describe('home page', () => {
  test('shows the hero, the motion philosophy and links every call to action to its page', async ({ page }) => {
    await gotoPage(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Pro v1.0');
    await expect(main.getByRole('link', { name: 'Explore Components' })).toHaveAttribute('href', '/examples/buttons');
    await expect(main.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', '/docs');

    const chips = main.getByRole('list', { name: 'Core motion tokens' }).getByRole('listitem');
    await expect(chips).toHaveText(['motion-fast 150ms', 'motion-normal 300ms', 'ease-spring']);
    await expect(main.getByRole('link', { name: 'Explore Motion Tokens' })).toHaveAttribute('href', '/docs/design-tokens?category=motion');

    const features: Array<[string, string]> = [
      ['Smart Motion Buttons', '/examples/buttons'],
      ['Motion-First Cards', '/examples/cards'],
      ['Intelligent Modals', '/examples/modals'],
      ['Experience System', '/examples/experience-demo'],
    ];
    for (const [name, href] of features) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('article').filter({ hasText: 'Experience System' }).getByText('New', { exact: true })).toBeVisible();
  });

  test('previews the V1.1 roadmap and links the full roadmap, the tokens page and the source', async ({ page }) => {
    await gotoPage(page, '/');
    const main = page.getByRole('main');
    const roadmap = main.getByRole('region', { name: "What's next" });
    await expect(roadmap.getByRole('heading', { name: 'V1.1 (Q4 2025)' })).toBeVisible();
    await expect(roadmap.getByRole('listitem')).toHaveText([/Intelligent Forms\s*Oct 2025/, /Smart Data Display\s*Nov 2025/, /ML Integration\s*Q1 2026/]);
    await expect(roadmap.getByRole('link', { name: 'View Full Roadmap' })).toHaveAttribute('href', '/docs/changelog');
    await expect(main.getByRole('link', { name: 'Open Design Tokens' })).toHaveAttribute('href', '/docs/design-tokens');

    const upgrade = main.getByRole('link', { name: 'Upgrade to Pro' });
    await expect(upgrade).toHaveAttribute('href', DEFAULT_URLS.VITE_PRO_WAITLIST_URL);
    await expect(upgrade).toHaveAttribute('target', '_blank');
    await expect(upgrade).toHaveAttribute('rel', 'noopener noreferrer');
    const source = main.getByRole('link', { name: 'View Source Code' });
    await expect(source).toHaveAttribute('href', DEFAULT_URLS.VITE_SOURCE_URL);
    await expect(source).toHaveAttribute('target', '_blank');
    // The free build has the pro-features flag off.
    await expect(main.getByRole('heading', { name: 'Welcome to Pro' })).toHaveCount(0);
  });

  test('each motion demo moves its sample with exactly its token duration and easing, on hover and on press', async ({ page }) => {
    await gotoPage(page, '/');
    const cubic = (name: keyof typeof tokens.motion.easing) => `cubic-bezier(${tokens.motion.easing[name].join(', ')})`;
    // [accessible name: the visible text after "Play", as WCAG's label in name asks; duration; easing]
    const demos: Array<[string, number, string]> = [
      [`fast ${tokens.motion.duration.fast} ms`, tokens.motion.duration.fast, cubic('standard')],
      [`normal ${tokens.motion.duration.normal} ms`, tokens.motion.duration.normal, cubic('standard')],
      [`slow ${tokens.motion.duration.slow} ms`, tokens.motion.duration.slow, cubic('standard')],
      [`standard ${cubic('standard')}`, tokens.motion.duration.slow, cubic('standard')],
      [`spring ${cubic('spring')}`, tokens.motion.duration.slow, cubic('spring')],
      [`emphasized ${cubic('emphasized')}`, tokens.motion.duration.slow, cubic('emphasized')],
    ];
    for (const [name, ms, easing] of demos) {
      const demo = page.getByRole('button', { name: `Play ${name}`, exact: true });
      await expect(demo).toBeVisible();
      const sample = demo.locator('[data-moved]');
      const style = await sample.evaluate((el) => getComputedStyle(el));
      expect({ duration: style.transitionDuration, easing: style.transitionTimingFunction }, name).toEqual({ duration: `${ms / 1000}s`, easing });
    }

    const fast = page.getByRole('button', { name: `Play fast ${tokens.motion.duration.fast} ms`, exact: true });
    const sample = fast.locator('[data-moved]');
    await expect(sample).toHaveCSS('transform', 'none');
    await fast.hover();
    await expect(sample).not.toHaveCSS('transform', 'none');
    await page.mouse.move(0, 0);
    await expect(sample).toHaveCSS('transform', 'none');
    await fast.click();
    await expect(fast).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect(sample).not.toHaveCSS('transform', 'none');
  });
});

test.describe('home page on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  // A touch screen keeps :hover on the last tapped element, which held the sample across after a second tap.
  test('a motion track plays on a tap and comes back on the next', async ({ page }) => {
    await gotoPage(page, '/');
    const slow = page.getByRole('button', { name: `Play slow ${tokens.motion.duration.slow} ms`, exact: true });
    const sample = slow.locator('[data-moved]');
    await slow.scrollIntoViewIfNeeded();
    await slow.tap();
    await expect(slow).toHaveAttribute('aria-pressed', 'true');
    await expect(sample).not.toHaveCSS('transform', 'none');
    await slow.tap();
    await expect(slow).toHaveAttribute('aria-pressed', 'false');
    await expect(sample).toHaveCSS('transform', 'none');
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its first screen fully opaque from the prerendered HTML', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(title).toContainText('Pro v1.0');
    const opacities = await page.locator('#home-hero-title').evaluate((el) => {
      const values: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) values.push(getComputedStyle(node).opacity);
      return values;
    });
    expect(opacities.every((value) => value === '1')).toBe(true);
    await expect(page.getByRole('link', { name: 'Explore Components' })).toBeVisible();
  });
});

