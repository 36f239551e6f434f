// The API reference on the example pages (issue 42): the tables are in the prerendered HTML, the site
// search lands on a prop's row, and the pages stay axe-clean in both themes.
import { expect, expectNoSeriousA11yViolations, gotoPage, test, useTheme, type Theme } from './fixtures';

const field = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Search' });

test.describe('API reference', () => {
  test('the modals page holds its props and keyboard tables in the HTML it is served, before any script', async ({ request }) => {
    const response = await request.get('/examples/modals');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<caption id="api-Modal-props-caption">Modal props</caption>');
    expect(html).toContain('<caption id="api-Modal-keys-caption">Modal keyboard interactions</caption>');
    for (const id of ['api-Modal-open', 'api-Modal-onClose', 'api-Modal-key-Escape', 'api-Modal-key-Tab']) expect(html).toContain(`id="${id}"`);
  });

  test('the props table names open and onClose with their types and descriptions, and the keys table Escape and Tab', async ({ page }) => {
    await gotoPage(page, '/examples/modals');
    const props = page.getByRole('table', { name: 'Modal props' });
    await expect(props.getByRole('row', { name: /^open required boolean/ })).toContainText('Whether the modal is shown');
    await expect(props.getByRole('row', { name: /^onClose required \(\) => void/ })).toContainText('Called for every way of closing');
    const keys = page.getByRole('table', { name: 'Modal keyboard interactions' });
    await expect(keys.getByRole('rowheader', { name: 'Escape', exact: true })).toBeVisible();
    await expect(keys.getByRole('rowheader', { name: 'Tab', exact: true })).toBeVisible();
    const token = page.locator('#api-Modal').getByRole('link', { name: '--color-overlay' });
    await expect(token).toHaveAttribute('href', /^\/docs\/design-tokens\?category=[\w-]+#token-color-overlay$/);
  });

  test('the buttons page lists variant with every allowed value', async ({ page }) => {
    await gotoPage(page, '/examples/buttons');
    const row = page.locator('#api-Button-variant');
    for (const value of ['primary', 'outline', 'ghost', 'default', 'danger']) await expect(row).toContainText(`'${value}'`);
  });

  test('search: ⌘K "variant" offers the prop and lands on its row, scrolled into view', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await field(page).fill('variant');
    await expect(page.getByRole('option', { selected: true })).toContainText('Button prop');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/examples\/buttons#api-Button-variant$/);
    const row = page.locator('#api-Button-variant');
    await expect(row).toBeInViewport({ timeout: 30_000 });
    await expect(row).toHaveAttribute('data-search-target', '');
  });

  test.describe('axe', () => {
    test.describe.configure({ timeout: 120_000 });
    for (const theme of ['dark', 'light'] as Theme[]) {
      for (const route of ['/examples/modals', '/examples/buttons']) {
        test(`${route} in the ${theme} theme`, async ({ page }) => {
          await useTheme(page, theme);
          await gotoPage(page, route);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.locator('#api-reference').scrollIntoViewIfNeeded();
          await expectNoSeriousA11yViolations(page, `${route} ${theme}`);
        });
      }
    }
  });
});

test('a Component Library card links to its page\'s API reference', async ({ page }) => {
  await gotoPage(page, '/docs/components?category=feedback');
  const link = page.getByRole('link', { name: 'API reference of Modals' });
  await expect(link).toHaveAttribute('href', '/examples/modals#api-reference');
});

test('on first load the prerendered tables stay without their code; after a client navigation they render from it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await gotoPage(page, '/examples/buttons');
  await expect(page.locator('#api-Button-title')).toBeVisible();
  expect(scripts.filter((path) => /ApiReference/.test(path))).toEqual([]);
  await page.locator('main a[href="/examples/experience-demo"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experience Demo' })).toBeVisible();
  await expect(page.locator('#api-SmartButton-title')).toBeVisible();
  expect(scripts.filter((path) => /ApiReference/.test(path)).length).toBeGreaterThan(0);
});
