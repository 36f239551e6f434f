import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations, hasHorizontalOverflow, coveredControls } from './fixtures';
import type { Page } from '@playwright/test';

const PALETTE_PAGE = '/examples/command-palette';
const TOAST_PAGE = '/examples/toast';

/** Records, after every other handler, whether the last keydown had its default (e.g. print) prevented. */
async function watchKeydownDefault(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('keydown', (event) => {
      (window as unknown as { lastKeyPrevented: boolean }).lastKeyPrevented = event.defaultPrevented;
    });
  });
}
const lastKeyPrevented = (page: Page) => page.evaluate(() => (window as unknown as { lastKeyPrevented?: boolean }).lastKeyPrevented);

/**
 * Whether every toast card has come to rest: opaque, untransformed, with nothing animating. "No animations"
 * alone is also true in the frames between a toast's mount in its hidden pose (16 px off its place) and
 * the start of its entrance, which on a loaded machine is long enough to be measured there.
 */
const toastsAtRest = (cards: Element[]) =>
  cards.every((card) => {
    const animated = card.parentElement!;
    const style = getComputedStyle(animated);
    return style.opacity === '1' && style.transform === 'none' && animated.getAnimations({ subtree: true }).length === 0;
  });

test.describe('command palette', () => {
  test('opens with Control+K and Control+P without the browser default, and closes on Escape', async ({ page }) => {
    await gotoPage(page, PALETTE_PAGE);
    await watchKeydownDefault(page);
    const dialog = page.getByRole('dialog', { name: 'Command palette' });

    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    expect(await lastKeyPrevented(page)).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Control+p');
    await expect(dialog).toBeVisible();
    expect(await lastKeyPrevented(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('opens from its button, returns focus there, and closes on an outside click', async ({ page }) => {
    await gotoPage(page, PALETTE_PAGE);
    const opener = page.getByRole('button', { name: 'Open Command Palette' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('lists the seven sample commands grouped, wraps with the arrows, filters and runs on Enter', async ({ page }) => {
    await gotoPage(page, PALETTE_PAGE);
    await page.getByRole('button', { name: 'Open Command Palette' }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveCount(7);
    for (const category of ['Navigation', 'User', 'Help', 'Components', 'Search']) {
      await expect(listbox.getByRole('group', { name: category })).toBeVisible();
    }
    await page.keyboard.press('ArrowUp');
    await expect(listbox.getByRole('option', { selected: true })).toContainText('Search Components');
    await page.keyboard.press('ArrowDown');
    await expect(listbox.getByRole('option', { selected: true })).toContainText('Go to Home');

    await page.keyboard.type('card');
    await expect(listbox.getByRole('option').first()).toContainText('Create Card');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/examples\/cards$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('says when nothing matches', async ({ page }) => {
    await gotoPage(page, PALETTE_PAGE);
    await page.keyboard.press('Control+k');
    // "y" occurs in several descriptions, but x, y, z never in that order: no match.
    await page.keyboard.type('xyz');
    await expect(page.getByText('No commands found for "xyz"')).toBeVisible();
    await expect(page.getByText('Try searching for something else')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    // Every character in order is a match: g, t, h in "Go to Home".
    await page.keyboard.press('Control+a');
    await page.keyboard.type('gth');
    await expect(page.getByRole('option').first()).toContainText('Go to Home');
  });

  test('a settings command answers with a toast', async ({ page }) => {
    await gotoPage(page, PALETTE_PAGE);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('settings');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Settings' })).toBeVisible();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious axe violation while open in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoPage(page, PALETTE_PAGE);
      await page.getByRole('button', { name: 'Open Command Palette' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Let the entrance animation settle so contrast is measured on final colours.
      await page.waitForTimeout(400);
      await expectNoSeriousA11yViolations(page, `open palette ${theme}`);
    });
  }
});

test.describe('toasts', () => {
  test('shows at most five, the oldest leaving first, and dismisses all', async ({ page }) => {
    await gotoPage(page, TOAST_PAGE);
    const region = page.getByRole('region', { name: 'Notifications' });
    const show = page.getByRole('button', { name: 'Show Toast' });
    for (let count = 0; count < 6; count += 1) await show.click();
    await expect(region.getByRole('status')).toHaveCount(5);
    await page.getByRole('button', { name: /Dismiss All/ }).click();
    await expect(region.getByRole('status')).toHaveCount(0);
  });

  test('the action toast stays, and Undo leads to "Action completed!"', async ({ page }) => {
    await gotoPage(page, TOAST_PAGE);
    const region = page.getByRole('region', { name: 'Notifications' });
    await page.getByRole('button', { name: 'Toast with Action' }).click();
    await region.getByRole('button', { name: 'Undo' }).click();
    await expect(region.getByText('Action completed!')).toBeVisible();
  });

  test('a hovered toast waits, and leaves once the pointer moves away', async ({ page }) => {
    await gotoPage(page, TOAST_PAGE);
    // Long enough for the pointer to reach the toast before it leaves on a busy CI machine: a toast
    // gone before Playwright's hover lands leaves the hover waiting for ever.
    const duration = 3000;
    await page.getByRole('spinbutton', { name: 'Duration (ms)' }).fill(String(duration));
    await page.getByRole('button', { name: 'Show Toast' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await toast.hover();
    await page.waitForTimeout(duration + 500);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    // The timer resumes with what was left of the duration.
    await expect(toast).toHaveCount(0, { timeout: duration + 2000 });
  });

  test('five toasts cause no horizontal overflow at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoPage(page, TOAST_PAGE);
    for (let count = 0; count < 5; count += 1) await page.getByRole('button', { name: 'Show Toast' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(5);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  // On a phone a top-right toast's close button sat exactly on the menu toggle, so a tap meant for the
  // menu dismissed the toast (and a toast that stays blocked the menu).
  for (const width of [375, 800, 1280]) {
    test(`toasts at the top leave the header's controls uncovered at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoPage(page, TOAST_PAGE);
      await page.getByRole('spinbutton', { name: 'Duration (ms)' }).fill('0');
      for (const position of ['top-right', 'top-left', 'top-center']) {
        await page.getByRole('combobox', { name: 'Position' }).selectOption(position);
        await page.getByRole('button', { name: 'Show Toast' }).click();
        const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
        await expect(toasts.first()).toBeVisible();
        await expect.poll(() => toasts.evaluateAll(toastsAtRest)).toBe(true);
        expect(await coveredControls(page, 'header'), position).toEqual([]);
        const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
        const toastTop = await toasts.first().evaluate((card) => card.getBoundingClientRect().top);
        expect(toastTop, position).toBeGreaterThanOrEqual(headerBottom);
        await page.getByRole('button', { name: /Dismiss All/ }).click();
        await expect(toasts).toHaveCount(0);
      }
    });
  }

  for (const theme of ['dark', 'light'] as const) {
    test(`toasts of every type pass axe in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoPage(page, TOAST_PAGE);
      // Toasts that stay (duration 0): one fading out while axe reads its contrast, on a loaded machine,
      // would be measured half transparent.
      await page.getByRole('spinbutton', { name: 'Duration (ms)' }).fill('0');
      const type = page.getByRole('combobox', { name: 'Type' });
      for (const value of ['info', 'success', 'warning', 'error']) {
        await type.selectOption(value);
        await page.getByRole('button', { name: 'Show Toast' }).click();
      }
      const toasts = page.getByRole('region', { name: 'Notifications' }).locator('[role="status"], [role="alert"]');
      await expect(toasts).toHaveCount(4);
      // Until every entrance has finished (the animated element wraps the card): axe measures the final colours.
      await expect.poll(() => toasts.evaluateAll(toastsAtRest)).toBe(true);
      await expectNoSeriousA11yViolations(page, `toasts ${theme}`);
    });
  }
});
