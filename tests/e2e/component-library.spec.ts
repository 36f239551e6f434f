// Component library: categories mirrored in the query, coming-soon cards and search.
import { test, expect, gotoPage, layoutShiftWhileHydrating, describePageBasics } from './fixtures';

test.describe('component library', () => {
  const categories = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Component categories' });
  const panelTitle = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();

  test('opens on Experience System with a count beside every category', async ({ page }) => {
    await gotoPage(page, '/docs/components');
    await expect(panelTitle(page)).toHaveText('Experience System');
    const nav = categories(page);
    await expect(nav.getByRole('link', { name: /^Experience System/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link')).toHaveText([/Experience System\s*5/, /UI Basics\s*5/, /Navigation\s*4/, /Feedback\s*4/, /Motion\s*5/]);
    const grid = page.getByRole('main').getByRole('region', { name: 'Experience System' });
    for (const name of ['Smart Button', 'Experience Demo', 'Confirmation Flow']) {
      await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('mirrors the chosen category in the query without adding history entries', async ({ page }) => {
    await gotoPage(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Components' }).first().click();
    await expect(page).toHaveURL(/\/docs\/components$/);
    await expect(panelTitle(page)).toHaveText('Experience System');

    await categories(page).getByRole('link', { name: /^UI Basics/ }).click();
    await expect(page).toHaveURL(/\/docs\/components\?category=ui-basics$/);
    await expect(panelTitle(page)).toHaveText('UI Basics');
    await categories(page).getByRole('link', { name: /^Navigation/ }).click();
    await expect(page).toHaveURL(/\?category=navigation$/);
    await expect(categories(page).getByRole('link', { name: /^Navigation/ })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('opens the category named in the query, with the motion Pro showcase, and no hydration error', async ({ page }) => {
    await gotoPage(page, '/docs/components?category=motion');
    await expect(panelTitle(page)).toHaveText('Motion');
    await expect(categories(page).getByRole('link', { name: /^Motion/ })).toHaveAttribute('aria-current', 'page');
    const showcase = page.getByRole('region', { name: /Motion Pro showcase/ });
    await expect(showcase.getByText('Pro', { exact: true })).toBeVisible();
    await expect(showcase.getByRole('link', { name: 'Explore Motion Tokens' })).toHaveAttribute('href', '/docs/design-tokens?category=motion');
    await expect(page.getByRole('link', { name: /^Command Palette/ })).toHaveAttribute('href', '/examples/command-palette');
  });

  test('falls back to the default category for an unknown one', async ({ page }) => {
    await gotoPage(page, '/docs/components?category=widgets');
    await expect(panelTitle(page)).toHaveText('Experience System');
  });

  test('a coming-soon card is no link, is disabled for assistive technology and goes nowhere when clicked', async ({ page }) => {
    await gotoPage(page, '/docs/components?category=ui-basics');
    const card = page.getByRole('article', { name: 'Date Picker, coming soon' });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(card.getByText('Coming Soon')).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL(/\/docs\/components\?category=ui-basics$/);

    const available = page.getByRole('link', { name: 'Toggles', exact: true });
    await expect(available).toHaveAttribute('href', '/examples/toggles');
    await available.click();
    await expect(page).toHaveURL(/\/examples\/toggles$/);
  });

  test('search finds components and categories: a component opens its example, a category shows itself', async ({ page }) => {
    await gotoPage(page, '/docs/components');
    const box = page.getByRole('combobox', { name: 'Search components' });
    await box.fill('ui basics');
    await page.getByRole('option', { name: /UI Basics/ }).click();
    await expect(page).toHaveURL(/\?category=ui-basics$/);
    await expect(panelTitle(page)).toHaveText('UI Basics');

    await box.fill('date picker');
    await page.getByRole('option', { name: /Date Picker.*Coming soon/ }).click();
    await expect(page).toHaveURL(/\?category=ui-basics$/);
    await expect(page.getByRole('article', { name: 'Date Picker, coming soon' })).toBeVisible();

    await box.fill('zzz');
    await expect(page.getByRole('status').filter({ hasText: 'No results for "zzz"' })).toBeVisible();

    await box.fill('drawer');
    await page.getByRole('option', { name: /Drawer/ }).click();
    await expect(page).toHaveURL(/\/examples\/drawer$/);
  });

  for (const path of ['/docs/components']) {
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
});

describePageBasics(['/docs/components?category=motion']);

test.describe('while hydrating at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of ['/docs/components']) {
    test(`${route}: nothing shifts while the page hydrates (the sidebar is already collapsed)`, async ({ page }) => {
      expect(await layoutShiftWhileHydrating(page, route)).toBeLessThan(0.02);
    });
  }
});
