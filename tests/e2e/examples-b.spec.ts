// Example pages B: inputs, toggles, tabs, navbar, breadcrumb, sidebar, toast, loaders, alerts, drawer,
// command palette, and the /examples index.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoPage, expectNoSeriousA11yViolations, hasHorizontalOverflow, coveredControls } from './fixtures';
import { EXAMPLE_SLUGS } from '../../src/app/pageMeta';

/** Each page with the title of one of its sections and a line its code holds. */
const PAGES = [
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

function section(page: Page, title: string) {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/** The visible Preview panel of a section (the Code panel holds the same strings as source). */
function preview(page: Page, title: string) {
  return section(page, title).getByRole('tabpanel');
}

/**
 * Presses `control` from the keyboard, which disables it, and expects focus on `next` once the browser
 * has taken focus off the disabled button (its focus fixup runs at the next frame).
 */
async function expectFocusHandoff(page: Page, control: Locator, next: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(control).toBeDisabled();
  await page.waitForTimeout(100);
  await expect(next).toBeFocused();
}

test.describe('every page renders its previews and copyable code', () => {
  for (const entry of PAGES) {
    test(`${entry.path}: previews, Code tab and copy`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoPage(page, entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.h1, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      expect(await main.getByRole('tab', { name: 'Preview' }).count()).toBeGreaterThan(0);
      await expect(main.getByRole('tab', { name: 'Preview' }).first()).toHaveAttribute('aria-selected', 'true');

      const block = section(page, entry.section);
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

// axe in both themes at desktop width: shell.spec.ts checks every route (these included) that way.
test.describe('accessibility and layout', () => {
  test('no page scrolls sideways at 375 px', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const entry of [...PAGES, { path: '/examples' }]) {
      await gotoPage(page, entry.path);
      expect(await hasHorizontalOverflow(page), entry.path).toBe(false);
    }
  });
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

test.describe('inputs', () => {
  test('shows each validation message at the right moment and clears errors on typing', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    // The form's Password is the one thing on the page labelled exactly that (the demo above is "Choose a
    // password" in a "Password reveal" section).
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(1);
    const form = preview(page, 'Async validation form');
    const email = form.getByRole('textbox', { name: 'Email' });
    const password = form.getByLabel('Password', { exact: true });
    const confirm = form.getByLabel('Confirm password');

    await email.fill('not-an-email');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
    await email.blur();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.pressSequentially('x');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);

    await password.fill('short');
    await password.blur();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await password.fill('long-enough-secret');
    await expect(form.getByText('Password must be at least 8 characters')).toHaveCount(0);

    await confirm.fill('long-enough');
    await confirm.blur();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await confirm.fill('long-enough-secret');
    await expect(form.getByText('Passwords do not match')).toHaveCount(0);
    await expect(form.getByText('Passwords match!')).toBeVisible();
  });

  test('reports the example address as taken after the 1.5 s check', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    const form = preview(page, 'Async validation form');
    await expect(form.getByText('taken@example.com', { exact: false }).first()).toBeVisible();
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill('taken@example.com');
    const blurredAt = Date.now();
    await email.blur();
    await expect(form.getByRole('status', { name: 'Checking Email' })).toBeVisible();
    await expect(form.getByText('This email is already taken')).toHaveCount(0);
    await expect(form.getByText('This email is already taken')).toBeVisible({ timeout: 4_000 });
    expect(Date.now() - blurredAt).toBeGreaterThanOrEqual(1_400);

    await email.fill('free@example.com');
    await expect(form.getByText('This email is already taken')).toHaveCount(0);
    await email.blur();
    await expect(form.getByText('Email is available')).toBeVisible({ timeout: 4_000 });
  });

  test('the search field clears with its Clear button', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    const block = section(page, 'Clearable search');
    const search = block.getByRole('searchbox', { name: 'Search components' });
    await search.fill('to');
    await expect(block.getByText(/found: .*Toast/)).toBeVisible();
    await block.getByRole('button', { name: 'Clear' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
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

  test('a small switch answers a tap 4 px above and below its 20 px track', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoPage(page, '/examples/toggles');
    await expect(page.getByRole('switch').first()).toBeVisible();
    const missed = await page.getByRole('switch').evaluateAll((switches) =>
      switches
        .filter((element) => element.getBoundingClientRect().height < 24 && element.checkVisibility())
        .flatMap((element) => {
          element.scrollIntoView({ block: 'center' });
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          return [box.top - 4, box.bottom + 4]
            .map((y) => document.elementFromPoint(x, y))
            .filter((hit) => hit !== element)
            .map((hit) => `${element.getAttribute('aria-label') ?? element.textContent}: ${hit?.tagName}`);
        }),
    );
    expect(missed).toEqual([]);
  });
});

test.describe('toggles', () => {
  test('the theme toggle sample switches the site theme and stores it', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const toggle = section(page, 'Theme toggle').getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('the loading sample stays busy for 2 s, then flips; disabled switches ignore clicks', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const block = section(page, 'Loading and disabled');
    const sync = block.getByRole('switch', { name: 'Cloud sync' });
    await sync.click();
    await expect(sync).toHaveAttribute('aria-busy', 'true');
    await expect(sync).toHaveAttribute('aria-checked', 'false');
    await expect(sync).toHaveAttribute('aria-checked', 'true', { timeout: 4_000 });
    await expect(sync).not.toHaveAttribute('aria-busy', 'true');

    const disabled = block.getByRole('switch', { name: 'Disabled (off)' });
    await disabled.click({ force: true });
    await expect(disabled).toHaveAttribute('aria-checked', 'false');
  });
});

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

    const block = section(page, 'Variants, sizes and tools');
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
    const block = section(page, 'Variants, sizes and tools');
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
    const block = section(page, 'Variants, sizes and tools');
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
    const block = section(page, 'Add and remove items');
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
    const block = section(page, 'Add and remove items');
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

test.describe('toast', () => {
  test('caps the stack at 5 after 6 toasts, counts them and dismisses all', async ({ page }) => {
    await gotoPage(page, '/examples/toast');
    const block = section(page, 'Toast playground');
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    for (let i = 0; i < 6; i += 1) await block.getByRole('button', { name: 'Show Toast' }).click();
    await expect(toasts).toHaveCount(5);
    const dismissAll = block.getByRole('button', { name: 'Dismiss All (5)' });
    await expect(dismissAll).toBeVisible();
    await dismissAll.click();
    await expect(toasts).toHaveCount(0);
    await expect(block.getByRole('button', { name: 'Dismiss All (0)' })).toBeDisabled();
  });

  test('Dismiss All, pressed from the keyboard or timed out under focus, hands focus to Show Toast', async ({ page }) => {
    await gotoPage(page, '/examples/toast');
    const block = section(page, 'Toast playground');
    const show = block.getByRole('button', { name: 'Show Toast' });
    const dismissAll = block.getByRole('button', { name: /^Dismiss All/ });
    await block.getByRole('spinbutton', { name: 'Duration (ms)' }).fill('0');
    await show.click();
    await expectFocusHandoff(page, dismissAll, show);

    // The last toast running out while focus waits on Dismiss All.
    await block.getByRole('spinbutton', { name: 'Duration (ms)' }).fill('1000');
    await show.click();
    await dismissAll.focus();
    await expect(dismissAll).toBeDisabled({ timeout: 5000 });
    await page.waitForTimeout(100);
    await expect(show).toBeFocused();
  });

  test('dismissing a toast from the keyboard moves focus to the next one, then back to where it came from', async ({ page }) => {
    await gotoPage(page, '/examples/toast');
    const block = section(page, 'Toast playground');
    await block.getByRole('spinbutton', { name: 'Duration (ms)' }).fill('0');
    const show = block.getByRole('button', { name: 'Show Toast' });
    await show.click();
    await show.click();
    const dismiss = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveCount(2);
    await dismiss.first().focus();
    await page.keyboard.press('Enter');
    await expect(dismiss).toHaveCount(1);
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dismiss).toHaveCount(0);
    await expect(show).toBeFocused();
  });

  test('uses the chosen type, position, title, message and duration', async ({ page }) => {
    await gotoPage(page, '/examples/toast');
    const block = section(page, 'Toast playground');
    const duration = block.getByRole('spinbutton', { name: 'Duration (ms)' });
    await expect(duration).toHaveValue('5000');
    await expect(duration).toHaveAttribute('min', '0');
    await expect(duration).toHaveAttribute('step', '1000');
    // Below the minimum, the field settles on the duration a toast would get.
    await duration.fill('-500');
    await duration.blur();
    await expect(duration).toHaveValue('0');
    await expect(block.getByRole('checkbox', { name: 'Dismissible' })).toBeChecked();

    await block.getByRole('combobox', { name: 'Type' }).selectOption('warning');
    await block.getByRole('combobox', { name: 'Position' }).selectOption('bottom-left');
    await block.getByRole('textbox', { name: 'Title' }).fill('Heads up');
    await block.getByRole('textbox', { name: 'Message' }).fill('Custom message');
    // Long enough for the checks below to run before the toast leaves on a busy CI machine.
    await duration.fill('3000');
    await block.getByRole('checkbox', { name: 'Dismissible' }).uncheck();
    await block.getByRole('button', { name: 'Show Toast' }).click();
    // Off the toast: a pointer resting on it (the button can sit under a bottom-left toast) pauses it.
    await page.mouse.move(640, 0);

    const region = page.getByRole('region', { name: 'Notifications' });
    const toast = region.getByRole('listitem').filter({ hasText: 'Heads up' });
    await expect(toast).toContainText('Custom message');
    await expect(toast).toHaveAttribute('data-type', 'warning');
    await expect(region.locator('[data-position="bottom-left"]')).toHaveCount(1);
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
    await expect(toast).toHaveCount(0, { timeout: 6_000 });

    // Cleared title and message: the toast still says something, its type.
    await block.getByRole('textbox', { name: 'Title' }).fill('');
    await block.getByRole('textbox', { name: 'Message' }).fill('');
    await block.getByRole('button', { name: 'Show Toast' }).click();
    await expect(region.getByRole('listitem').filter({ hasText: 'Warning' })).toHaveCount(1);
  });

  test("the action toast stays, and Undo shows 'Action completed!'", async ({ page }) => {
    await gotoPage(page, '/examples/toast');
    const block = section(page, 'Toast playground');
    await block.getByRole('button', { name: 'Toast with Action' }).click();
    const region = page.getByRole('region', { name: 'Notifications' });
    await region.getByRole('button', { name: 'Undo' }).click();
    await expect(region.getByText('Action completed!')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });
});

test.describe('loaders', () => {
  test('spinners stop and start; the card skeleton shows and hides content', async ({ page }) => {
    await gotoPage(page, '/examples/loaders');
    const spinners = section(page, 'Spinner sizes');
    for (const size of ['sm', 'md', 'lg']) await expect(spinners.getByRole('status', { name: `Loading (${size})` })).toBeVisible();
    await spinners.getByRole('button', { name: 'Stop' }).click();
    await expect(spinners.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await spinners.getByRole('button', { name: 'Start' }).click();
    await expect(spinners.getByRole('status', { name: /Loading/ })).toHaveCount(3);

    const skeleton = section(page, 'Card skeleton');
    await expect(skeleton.locator('[aria-busy="true"]')).toHaveCount(1);
    await skeleton.getByRole('button', { name: 'Show content' }).click();
    await expect(skeleton.getByRole('heading', { name: 'Aurora Headphones' })).toBeVisible();
    await expect(skeleton.locator('[aria-busy="true"]')).toHaveCount(0);
    await skeleton.getByRole('button', { name: 'Hide content' }).click();
    await expect(skeleton.getByRole('heading', { name: 'Aurora Headphones' })).toHaveCount(0);
  });
});

test.describe('alerts', () => {
  test('dismisses alerts and brings them back with Reset alerts', async ({ page }) => {
    await gotoPage(page, '/examples/alerts');
    const block = section(page, 'Variants and dismissal');
    const preview = block.getByRole('tabpanel');
    await expect(preview.locator('[data-type]')).toHaveCount(4);
    await preview.getByRole('alert').filter({ hasText: 'Upload failed' }).getByRole('button', { name: 'Dismiss alert' }).click();
    await expect(preview.getByText('Upload failed')).toHaveCount(0);
    await expect(preview.locator('[data-type]')).toHaveCount(3);
    await block.getByRole('button', { name: 'Reset alerts' }).click();
    await expect(preview.locator('[data-type]')).toHaveCount(4);
  });

  test('dismissing an alert from the keyboard hands focus to the next one, then to Reset alerts', async ({ page }) => {
    await gotoPage(page, '/examples/alerts');
    const preview = section(page, 'Variants and dismissal').getByRole('tabpanel');
    const dismissOf = (title: string) => preview.getByRole('alert').filter({ hasText: title }).getByRole('button', { name: 'Dismiss alert' });
    await dismissOf('Storage almost full').focus();
    await page.keyboard.press('Enter');
    await expect(dismissOf('Upload failed')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview.getByRole('button', { name: 'Reset alerts' })).toBeFocused();
  });

  test('Reset alerts pressed from the keyboard hands focus to the first alert it brings back', async ({ page }) => {
    await gotoPage(page, '/examples/alerts');
    const preview = section(page, 'Variants and dismissal').getByRole('tabpanel');
    await preview.getByRole('alert').filter({ hasText: 'Upload failed' }).getByRole('button', { name: 'Dismiss alert' }).click();
    const reset = preview.getByRole('button', { name: 'Reset alerts' });
    await expectFocusHandoff(page, reset, preview.getByRole('button', { name: 'Dismiss alert' }).first());
  });
});

test.describe('drawer', () => {
  for (const edge of ['Left', 'Right', 'Top', 'Bottom']) {
    test(`the ${edge} drawer opens, closes on Escape and returns focus`, async ({ page }) => {
      await gotoPage(page, '/examples/drawer');
      const trigger = page.getByRole('button', { name: `Open ${edge} Drawer` });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: `${edge} drawer` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-direction', edge.toLowerCase());
      // One way to close by button: the header's (a footer 'Close' too made two buttons of one name).
      await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });
  }

  test('the navigation drawer has a title, a close button and Close / Save Changes', async ({ page }) => {
    await gotoPage(page, '/examples/drawer');
    const trigger = page.getByRole('button', { name: 'Open Navigation Drawer' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Navigation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-direction', 'left');
    await expect(dialog.getByRole('button', { name: 'Close', exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'navigation drawer open');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Changes saved')).toBeVisible();
  });
});

test.describe('command palette', () => {
  test('opens from the button, filters, and Enter navigates', async ({ page }) => {
    await gotoPage(page, '/examples/command-palette');
    await page.getByRole('button', { name: 'Open Command Palette' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Search commands...');
    await expect(dialog.getByRole('option')).toHaveCount(7);

    await input.fill('docu');
    await expect(dialog.getByRole('option').first()).toContainText('Open Documentation');
    await input.fill('zzzz');
    await expect(dialog.getByText('No commands found for "zzzz"')).toBeVisible();
    await input.fill('card');
    await expect(dialog.getByRole('option').first()).toContainText('Create Card');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/examples\/cards$/);
    await expect(dialog).toHaveCount(0);
  });

  test('opens with Ctrl+K and Ctrl+P, closes on Escape, and acting commands toast', async ({ page }) => {
    await gotoPage(page, '/examples/command-palette');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.keyboard.press('Control+p');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill('settings');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Settings would open here', { exact: false })).toBeVisible();
  });

  test('lists the shortcuts Home, Components, Tokens and Docs as links, and G then T goes to the tokens', async ({ page }) => {
    await gotoPage(page, '/examples/command-palette');
    const list = page.getByRole('list', { name: 'Navigation shortcuts' });
    const expected: Array<[string, string]> = [['Home', '/'], ['Components', '/docs/components'], ['Tokens', '/docs/design-tokens'], ['Docs', '/docs']];
    for (const [name, href] of expected) {
      await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await expect(page).toHaveURL(/\/docs\/design-tokens$/);
  });

  test('the shortcut beside each command runs it from the page, once', async ({ page }) => {
    await gotoPage(page, '/examples/command-palette');
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Settings would open here', { exact: false })).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your profile would open here', { exact: false })).toBeVisible();

    // G H is both a command and a listed shortcut: one navigation, so Back returns to the palette page.
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/examples\/command-palette$/);
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.getByRole('heading', { level: 1, name: 'Command Palette' })).toBeVisible();
    await page.keyboard.press('n');
    await page.keyboard.press('b');
    await expect(page).toHaveURL(/\/examples\/buttons$/);
  });
});
