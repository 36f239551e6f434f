// What every example page shares: previews with copyable code, the phone layout, axe at phone width, and
// the /examples index. Each page's own behaviour is in the examples-<category> spec of its catalog category.
import { test, expect, gotoPage, expectNoSeriousA11yViolations, hasHorizontalOverflow, exampleSection, switchToLightFromHeader } from './fixtures';
import { EXAMPLE_SLUGS } from '../../src/app/pageMeta';

interface ExamplePageEntry {
  path: string;
  h1: string;
  /** A section whose Code tab is checked and copied, and a line its code contains. */
  section: string;
  code: string;
  previews: number;
}

/** Pages whose Preview tabs are counted and whose copied code must import the kit by its package name. */
const COUNTED_PAGES: ExamplePageEntry[] = [
  { path: '/examples/experience-demo', h1: 'Experience Demo', section: 'Simulate a visitor', code: 'adaptButton(visitor, options)', previews: 2 },
  { path: '/experience-demo', h1: 'Experience Demo', section: 'Simulate a visitor', code: '<SmartButton', previews: 2 },
  { path: '/examples/buttons', h1: 'Buttons', section: 'Counter button', code: 'setCount((value) => value + 1)', previews: 7 },
  { path: '/buttons', h1: 'Buttons', section: 'Like button', code: "liked ? 'Liked' : 'Like'", previews: 7 },
  { path: '/examples/cards', h1: 'Cards', section: 'Rating', code: 'rating={5}', previews: 6 },
  { path: '/cards', h1: 'Cards', section: 'Grid', code: '<Card', previews: 6 },
  { path: '/examples/modals', h1: 'Modals', section: 'Basic modal', code: 'title="Basic Modal"', previews: 3 },
  { path: '/modals', h1: 'Modals', section: 'Confirmation modal', code: '<Modal', previews: 3 },
  {
    path: '/examples/confirmation-flow',
    h1: 'Confirmation Flow',
    section: 'Irreversible: delete an account',
    code: 'title="Delete Account Permanently?"',
    previews: 2,
  },
  { path: '/examples/adaptive-forms', h1: 'Adaptive Forms', section: 'Sign-up form', code: 'adaptField(visitor', previews: 2 },
  {
    path: '/examples/micro-interactions',
    h1: 'Micro-interactions',
    section: 'Feedback buttons',
    code: 'useTimedFlag(FEEDBACK_REVERT_MS)',
    previews: 5,
  },
  { path: '/examples/page-transitions', h1: 'Page Transitions', section: 'Route transition', code: 'slide = SLIDE_PX', previews: 3 },
];

/** Pages whose Code panel is found by its region name: each with the title of one of its sections and a line its code holds. */
const CODE_REGION_PAGES = [
  { path: '/examples/inputs', h1: 'Inputs', section: 'Async validation form', code: 'export function SignUpForm' },
  { path: '/examples/toggles', h1: 'Toggles', section: 'Theme toggle', code: 'export function ThemeSwitch' },
  { path: '/examples/tabs', h1: 'Tabs', section: 'Variants and lazy panels', code: 'export function ProductTabs' },
  { path: '/examples/navbar', h1: 'Navbar', section: 'Variants, sizes and tools', code: 'export function NavbarPlayground' },
  { path: '/examples/breadcrumb', h1: 'Breadcrumb', section: 'Add and remove items', code: 'export function AddRemoveBreadcrumb' },
  { path: '/examples/sidebar', h1: 'Sidebar', section: 'Collapsible sidebar', code: 'export function CollapsibleSidebar' },
  { path: '/examples/toast', h1: 'Toast', section: 'Toast playground', code: 'export function ToastPlayground' },
  { path: '/examples/loaders', h1: 'Loaders', section: 'Card skeleton', code: 'export function CardSkeleton' },
  { path: '/examples/alerts', h1: 'Alerts', section: 'Variants and dismissal', code: 'export function AlertVariants' },
  { path: '/examples/drawer', h1: 'Drawer', section: 'Navigation drawer', code: 'export function NavigationDrawer' },
  { path: '/examples/command-palette', h1: 'Command Palette', section: 'Command palette', code: 'export function CommandPaletteDemo' },
] as const;

test.describe('previews and copyable code', () => {
  for (const entry of COUNTED_PAGES) {
    test(`${entry.path}: previews, Code tab and copy`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoPage(page, entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.h1, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('tab', { name: 'Preview' })).toHaveCount(entry.previews);
      for (const tab of await main.getByRole('tab', { name: 'Preview' }).all()) {
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }

      const block = exampleSection(page, entry.section);
      await expect(block.getByRole('tabpanel')).toBeVisible();
      await block.getByRole('tab', { name: 'Code' }).click();
      await expect(block.getByRole('tabpanel')).toContainText(entry.code);

      await block.getByRole('button', { name: 'Copy code' }).click();
      await expect(block.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(entry.code);
      expect(copied).toContain('import ');
      // The file as it is, and it runs when copied: the kit comes from its package, and nothing from this
      // site's folders (the consumer test holds every demo to the install line's packages).
      expect(copied).not.toMatch(/from '\.\.\//);
      expect(copied).toContain("from '@motion-kit/react'");
    });
  }
});

test.describe('every page renders its previews and copyable code', () => {
  for (const entry of CODE_REGION_PAGES) {
    test(`${entry.path}: previews, Code tab and copy`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoPage(page, entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.h1, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      expect(await main.getByRole('tab', { name: 'Preview' }).count()).toBeGreaterThan(0);
      await expect(main.getByRole('tab', { name: 'Preview' }).first()).toHaveAttribute('aria-selected', 'true');

      const block = exampleSection(page, entry.section);
      await block.getByRole('tab', { name: 'Code' }).click();
      const code = block.getByRole('region', { name: `${entry.section} code` });
      await expect(code).toBeVisible();
      await expect(code).toContainText(entry.code);

      await block.getByRole('button', { name: 'Copy code' }).click();
      await expect(block.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(entry.code);
      expect(copied).toContain('import ');
    });
  }
});

// axe in both themes at desktop width: shell.spec.ts checks every route (these included) that way, and
// that no route scrolls sideways at 375 px. Here the phone layout of the example pages, in both themes.
test.describe('accessibility and layout', () => {
  for (const entry of COUNTED_PAGES) {
    test(`${entry.path} at 375 px in dark and light: no serious axe violation, no overflow`, async ({ page }) => {
      test.setTimeout(60_000);
      await gotoPage(page, entry.path);
      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
      await expectNoSeriousA11yViolations(page, `${entry.path} dark 375`);
      await switchToLightFromHeader(page);
      await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
      await expectNoSeriousA11yViolations(page, `${entry.path} light 375`);
    });
  }
});

test.describe('examples index', () => {
  test('links a card to every example page, grouped by category', async ({ page }) => {
    await gotoPage(page, '/examples');
    const main = page.getByRole('main');
    for (const slug of EXAMPLE_SLUGS) {
      await expect(main.locator(`a[href="/examples/${slug}"]`)).toHaveCount(1);
    }
    for (const name of ['Experience System', 'UI Basics', 'Navigation', 'Feedback', 'Motion']) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const navigation = main.getByRole('region', { name: 'Navigation', exact: true });
    await expect(navigation.getByRole('link', { name: 'Sidebar' })).toHaveAttribute('href', '/examples/sidebar');
    await navigation.getByRole('link', { name: 'Tabs' }).click();
    await expect(page).toHaveURL(/\/examples\/tabs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tabs' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  // iOS Safari zooms the page into a focused field whose text is under 16 px.
  for (const route of ['/examples/inputs', '/examples/toast', '/examples/navbar', '/docs/components']) {
    test(`${route}: every text field and select uses at least 16 px text at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await gotoPage(page, route);
      const fields = page.locator('main').locator('input:not([type=checkbox]):not([type=radio]), select, textarea');
      expect(await fields.count()).toBeGreaterThan(0);
      const small = await fields.evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility() && parseFloat(getComputedStyle(element).fontSize) < 16)
          .map((element) => `${element.getAttribute('aria-label') ?? element.id}: ${getComputedStyle(element).fontSize}`),
      );
      expect(small).toEqual([]);
    });
  }
});
