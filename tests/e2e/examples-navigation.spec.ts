// Example pages of the Navigation category: tabs, navbar, breadcrumb, sidebar.
import { test, expect, gotoPage, hasHorizontalOverflow, coveredControls, exampleSection, expectFocusHandoff } from './fixtures';

test.describe('tabs', () => {
  test('lazy panels render on first activation; Support is disabled; arrows move between tabs', async ({ page }) => {
    await gotoPage(page, '/examples/tabs');
    const list = page.getByRole('tablist', { name: 'Product details (pills)' });
    const root = list.locator('..');
    await expect(list.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByText('Loaded on first open')).toHaveCount(0);
    await expect(list.getByRole('tab', { name: 'Support' })).toBeDisabled();

    await list.getByRole('tab', { name: 'Features' }).click();
    await expect(root.getByRole('tabpanel')).toContainText('Loaded on first open');
    await expect(root.getByRole('tabpanel')).toContainText('Reduced-motion variants built in');

    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.getByRole('tabpanel')).toContainText('Bundle (gzip)');
    // Features stays mounted (hidden) after its first activation.
    await expect(root.getByText('Loaded on first open')).toHaveCount(2);
  });

  test('on a phone, a tab list wider than the screen fades at the edge where more tabs wait, and the arrow keys bring each tab into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoPage(page, '/examples/tabs');
    const list = page.getByRole('tablist', { name: 'Product details (pills)' });
    const fades = () =>
      list.evaluate((el) => {
        const style = getComputedStyle(el);
        return { start: style.getPropertyValue('--tabs-fade-start'), end: style.getPropertyValue('--tabs-fade-end') };
      });
    await expect.poll(fades).toEqual({ start: '0px', end: '32px' });

    await list.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const specifications = list.getByRole('tab', { name: 'Specifications' });
    await expect(specifications).toBeFocused();
    await expect.poll(fades).toEqual({ start: '32px', end: '32px' });
    // Fully inside the list's box and clear of the fade at its right edge.
    const [tab, box] = await Promise.all([specifications.boundingBox(), list.boundingBox()]);
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(box!.x + box!.width - 32 + 1);

    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(fades).toEqual({ start: '32px', end: '0px' });

    // The docs' two-tab list fits, so it does not fade at all.
    const fits = page.getByRole('tablist').first();
    await expect.poll(() => fits.evaluate((el) => getComputedStyle(el).getPropertyValue('--tabs-fade-end'))).toBe('0px');
  });
});

test.describe('navbar', () => {
  test('has the default items, the Components dropdown and switchable tools', async ({ page }) => {
    await gotoPage(page, '/examples/navbar');
    const demo = page.getByRole('navigation', { name: 'Demo navigation', exact: true });
    await expect(demo.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(demo.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/docs/components');
    await expect(demo.getByRole('link', { name: 'Examples' })).toHaveAttribute('href', '/examples');
    await demo.getByRole('button', { name: 'Components submenu' }).click();
    for (const [name, category] of [['UI Basics', 'ui-basics'], ['Navigation', 'navigation'], ['Feedback', 'feedback'], ['Motion', 'motion']]) {
      await expect(demo.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/docs/components?category=${category}`);
    }

    const block = exampleSection(page, 'Variants, sizes and tools');
    await expect(block.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await block.getByRole('switch', { name: 'Search' }).click();
    await expect(block.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);

    const account = block.getByRole('button', { name: 'Account menu for Ada Lovelace (AL)' });
    await account.click();
    await expect(block.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(block.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(block.getByRole('menu')).toHaveCount(0);
    await expect(account).toBeFocused();

    await block.getByRole('combobox', { name: 'Variant' }).selectOption('filled');
    await block.getByRole('combobox', { name: 'Size' }).selectOption('lg');
    await expect(demo).toBeVisible();
  });

  test('on a phone, the demo menu opened from a bar at the bottom of the screen comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoPage(page, '/examples/navbar');
    const block = exampleSection(page, 'Variants, sizes and tools');
    const toggle = block.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    // The toggle at the bottom of the screen, as scrolling the bar into view from above leaves it.
    await toggle.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 2));
    const box = (await toggle.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(760);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const close = block.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
    const rect = await panel.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, height: window.innerHeight };
    });
    expect(rect.top).toBeGreaterThanOrEqual(0);
    expect(rect.bottom).toBeLessThanOrEqual(rect.height);
    await expect(panel.getByRole('link', { name: 'Components' })).toBeInViewport();
  });

  test('on a phone with the mobile menu switched off, the bar wraps instead of drawing items over each other', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoPage(page, '/examples/navbar');
    const block = exampleSection(page, 'Variants, sizes and tools');
    await block.getByRole('switch', { name: 'Mobile menu' }).click();
    const demo = page.getByRole('navigation', { name: 'Demo navigation', exact: true });
    await expect(demo.getByRole('link', { name: 'Examples' })).toBeVisible();
    await demo.scrollIntoViewIfNeeded();
    const bar = await demo.evaluate((nav) => {
      nav.parentElement!.parentElement!.setAttribute('data-test-bar', '');
      return '[data-test-bar]';
    });
    expect(await coveredControls(page, bar)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

test.describe('breadcrumb', () => {
  test('adds Item N crumbs and removes them down to one', async ({ page }) => {
    await gotoPage(page, '/examples/breadcrumb');
    const block = exampleSection(page, 'Add and remove items');
    const crumbs = block.getByRole('navigation', { name: 'Demo breadcrumb' }).getByRole('listitem');
    const add = block.getByRole('button', { name: 'Add Item' });
    const remove = block.getByRole('button', { name: 'Remove Item' });

    await expect(crumbs).toHaveCount(1);
    await expect(remove).toBeDisabled();
    await add.click();
    await add.click();
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.last()).toHaveText('Item 3');
    await expect(block.getByRole('link', { name: 'Item 2' })).toHaveAttribute('href', '/item-2');

    await remove.click();
    await remove.click();
    await expect(crumbs).toHaveCount(1);
    await expect(remove).toBeDisabled();
  });

  test('Remove Item pressed from the keyboard down to one item hands focus to Add Item', async ({ page }) => {
    await gotoPage(page, '/examples/breadcrumb');
    const block = exampleSection(page, 'Add and remove items');
    const add = block.getByRole('button', { name: 'Add Item' });
    const remove = block.getByRole('button', { name: 'Remove Item' });
    await add.click();
    await expectFocusHandoff(page, remove, add);
  });

  test('builds the route breadcrumb from the current path', async ({ page }) => {
    await gotoPage(page, '/examples/breadcrumb');
    const route = page.getByRole('navigation', { name: 'Route breadcrumb' });
    await expect(route.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(route.getByRole('link', { name: 'Components' })).toHaveAttribute('href', '/docs/components?category=navigation');
    await expect(route.getByText('Breadcrumb', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Custom breadcrumb' }).getByRole('listitem')).toHaveCount(4);
  });
});

test.describe('sidebar', () => {
  test('says it is coming soon (spec), collapses and expands, and switches the view', async ({ page }) => {
    await gotoPage(page, '/examples/sidebar');
    await expect(page.getByRole('main').getByText('Coming soon', { exact: true })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Workspace sections' });
    const toggle = sidebar.getByRole('button', { name: /Workspace/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('button', { name: /Projects/ }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Projects' })).toBeVisible();
    await expect(page.getByText('Due this month', { exact: true })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
