// The basic kit components (Toggle, Input, Card, Spinner) on their example pages, in real Chromium.
import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations } from './fixtures';

test.describe('Toggle on /examples/toggles', () => {
  test('a switch flips with a click and with Space', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const notifications = page.getByRole('switch', { name: 'Notifications' });
    await expect(notifications).toHaveAttribute('aria-checked', 'true');
    await notifications.click();
    await expect(notifications).toHaveAttribute('aria-checked', 'false');
    await notifications.press('Space');
    await expect(notifications).toHaveAttribute('aria-checked', 'true');
    // Found by its label alone too: the toasts' "Notifications" landmark is not there while it is empty.
    await expect(page.getByLabel('Notifications')).toHaveCount(1);
    await expect(page.getByLabel('Notifications')).toHaveRole('switch');
  });

  test('a disabled switch ignores clicks and keys', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const disabled = page.getByRole('switch', { name: 'Disabled (off)' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    // force: Playwright treats aria-disabled as "not enabled" and would wait instead of clicking.
    await disabled.click({ force: true });
    await disabled.press('Space');
    await expect(disabled).toHaveAttribute('aria-checked', 'false');
  });

  test('the thumb moves with a transform', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const thumb = page.getByRole('switch', { name: 'Notifications' }).locator('span').first();
    const transformOn = await thumb.evaluate((element) => getComputedStyle(element).transform);
    await page.getByRole('switch', { name: 'Notifications' }).click();
    await expect.poll(() => thumb.evaluate((element) => getComputedStyle(element).transform)).not.toBe(transformOn);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`no serious axe violation in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoPage(page, '/examples/toggles');
      await expectNoSeriousA11yViolations(page, `toggles ${theme}`);
    });
  }
});

test.describe('Input on /examples/inputs', () => {
  test('typing "bad" in Email and leaving the field shows the email error, tied to the field', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('bad');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('the password field reveals and hides its value', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    const show = page.getByRole('button', { name: 'Show password' }).first();
    const field = page.locator(`[id="${await show.getAttribute('aria-controls')}"]`);
    await expect(field).toHaveAttribute('type', 'password');
    // Its name says what a press does, so it is no aria-pressed toggle (APG: a toggle keeps its label).
    await expect(show).not.toHaveAttribute('aria-pressed');
    await show.click();
    await expect(field).toHaveAttribute('type', 'text');
    const hide = page.getByRole('button', { name: 'Hide password' }).first();
    await expect(hide).not.toHaveAttribute('aria-pressed');
    await hide.click();
    await expect(field).toHaveAttribute('type', 'password');
  });

  test('a raised floating label sits above the typed value without overlapping it', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    const field = page.getByRole('textbox', { name: 'Floating label' });
    await field.fill('Ada');
    await field.blur();
    const overlap = await field.evaluate(async (input) => {
      const label = input.parentElement!.querySelector('label')!;
      // Measure where the label comes to rest, not a frame of its raise transition.
      await Promise.all(label.getAnimations().map((animation) => animation.finished));
      const style = getComputedStyle(input);
      const box = input.getBoundingClientRect();
      const contentTop = box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
      const contentHeight = box.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom) - contentTop;
      // A single-line input centres its text line (about 1.2 em for line-height normal) in the content box.
      const lineHeight = parseFloat(style.fontSize) * 1.2;
      const valueTop = contentTop + (contentHeight - lineHeight) / 2;
      return label.getBoundingClientRect().bottom - valueTop;
    });
    expect(overlap).toBeLessThanOrEqual(2);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`no serious axe violation in ${theme} theme, with a floating label raised and an error shown`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoPage(page, '/examples/inputs');
      await page.getByRole('textbox', { name: 'Floating label' }).fill('Ada');
      const email = page.getByRole('textbox', { name: 'Email', exact: true });
      await email.fill('bad');
      await email.blur();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `inputs ${theme}`);
    });
  }
});

test.describe('Card on /examples/cards', () => {
  test('the rating card announces "Rated 5 out of 5" and draws five stars', async ({ page }) => {
    await gotoPage(page, '/examples/cards');
    const rating = page.getByRole('img', { name: 'Rated 5 out of 5' }).first();
    await expect(rating).toBeVisible();
    await expect(rating.locator('svg')).toHaveCount(5);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`no serious axe violation in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoPage(page, '/examples/cards');
      await expectNoSeriousA11yViolations(page, `cards ${theme}`);
    });
  }
});

test.describe('Spinner on /examples/loaders', () => {
  test('stops turning under reduced motion but stays visible', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage(page, '/examples/loaders');
    const status = page.getByRole('status', { name: 'Loading (md)' });
    await expect(status).toBeVisible();
    const ring = status.locator('[data-size]');
    await expect(ring).toBeVisible();
    expect(await ring.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
