// Documentation page: in-page sections mirrored in the hash, section search, code samples, the sidebar.
import { test, expect, gotoPage, expectNoSeriousA11yViolations, hasHorizontalOverflow, HYDRATED, docsSidebar, tokensSidebar, sectionHeading, layoutShiftWhileHydrating, describePageBasics } from './fixtures';

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
    await expect(main.getByText('/packages/motion-kit-react-', { exact: false })).toBeHidden(); // not the default section's body
    release();
    await expect(main.getByRole('list', { name: 'Themeable custom properties' })).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('the Pro sections, and only they, carry a Pro badge (free build)', async ({ page }) => {
    await gotoPage(page, '/docs');
    for (const section of ['Motion System', 'Experience System']) {
      await expect(docsSidebar(page).getByRole('button', { name: new RegExp(`^${section}`) }).getByText('Pro', { exact: true })).toBeVisible();
    }
    await expect(docsSidebar(page).getByText('Pro', { exact: true })).toHaveCount(2);
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
    await gotoPage(page, '/docs#customization');
    const sample = page.getByRole('main').getByRole('tablist', { name: 'ButtonVariants.tsx view' }).locator('xpath=../..');
    await expect(sample.getByRole('button', { name: 'danger', exact: true })).toBeVisible();
    await sample.getByRole('tab', { name: 'Code' }).click();
    await expect(sample.getByRole('region', { name: 'ButtonVariants.tsx code' })).toContainText('<Button variant="danger">danger</Button>');
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

// The docs page's other sections, which shell.spec.ts's every-route scan (the first section) does not reach.
describePageBasics(['/docs#experience-system', '/docs#theming']);

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of ['/docs']) {
    test(`${route}: nothing shifts while the page hydrates (the sidebar is already collapsed)`, async ({ page }) => {
      expect(await layoutShiftWhileHydrating(page, route)).toBeLessThan(0.02);
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
