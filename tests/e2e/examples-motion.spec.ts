// Example pages of the Motion category: drawer, command palette, micro-interactions, page transitions,
// and how the modal and page transition demos behave under reduced motion.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoPage, expectNoSeriousA11yViolations, examplePreview } from './fixtures';

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

test.describe('micro-interactions', () => {
  test('a feedback button shows its success label, then reverts', async ({ page }) => {
    await gotoPage(page, '/examples/micro-interactions');
    const feedback = examplePreview(page, 'Feedback buttons');
    await feedback.getByRole('button', { name: 'Save' }).click();
    await expect(feedback.getByRole('button', { name: 'Saved!' })).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 4000 });
  });

  test('a motion demo button is active, then resets', async ({ page }) => {
    await gotoPage(page, '/examples/micro-interactions');
    const pulse = examplePreview(page, 'Motion demo buttons').getByRole('button', { name: 'Pulse' });
    await pulse.click();
    await expect(pulse).toHaveAttribute('aria-pressed', 'true');
    await expect(pulse).toHaveAttribute('aria-pressed', 'false', { timeout: 3000 });
  });
});

test.describe('page transitions', () => {
  test('the demo pages switch, and the real links navigate', async ({ page }) => {
    await gotoPage(page, '/examples/page-transitions');
    const demo = examplePreview(page, 'Route transition');
    await demo.getByRole('button', { name: 'Projects' }).click();
    await expect(demo.getByText('Three projects, one due this week.')).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');

    const reduced = examplePreview(page, 'Reduced-motion variant');
    await reduced.getByRole('button', { name: 'Settings' }).click();
    await expect(reduced.getByText('Theme, notifications and your account.')).toBeVisible();

    await examplePreview(page, 'In the app').getByRole('link', { name: 'Go to Buttons' }).click();
    await expect(page).toHaveURL(/\/examples\/buttons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buttons' })).toBeVisible();
  });
});

test.describe('reduced motion', () => {
  // Motion is told to skip transforms under reduced motion; an exit that also moves or scales would then
  // make the element jump by that much before it fades.
  async function transformsWhileClosing(page: Page, element: Locator, close: () => Promise<void>) {
    await element.evaluate((node) => {
      const seen: string[] = [];
      (window as unknown as { seenTransforms: string[] }).seenTransforms = seen;
      const sample = () => {
        if (!node.isConnected) return;
        seen.push(getComputedStyle(node).transform);
        requestAnimationFrame(sample);
      };
      sample();
    });
    await close();
    await expect(element).toHaveCount(0);
    return page.evaluate(() => (window as unknown as { seenTransforms: string[] }).seenTransforms);
  }
  const still = (transform: string) => transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';

  test('a closing modal and a switching demo page fade in place, with no jump', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage(page, '/examples/modals');
    await examplePreview(page, 'Basic modal').getByRole('button', { name: 'Open Modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Basic Modal' });
    await expect(dialog).toBeVisible();
    const whileClosing = await transformsWhileClosing(page, dialog, () => dialog.getByRole('button', { name: 'Done', exact: true }).click());
    expect(whileClosing.length).toBeGreaterThan(0);
    expect(whileClosing.filter((transform) => !still(transform))).toEqual([]);

    await gotoPage(page, '/examples/page-transitions');
    const demo = examplePreview(page, 'Route transition');
    const outgoing = demo.getByText('Welcome back. Pick up where you left off.').locator('..');
    const whileSwitching = await transformsWhileClosing(page, outgoing, () => demo.getByRole('button', { name: 'Projects' }).click());
    expect(whileSwitching.filter((transform) => !still(transform))).toEqual([]);
    await expect(demo.getByText('Three projects, one due this week.')).toBeVisible();
  });
});
