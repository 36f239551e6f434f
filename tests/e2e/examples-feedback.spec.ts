// Example pages of the Feedback category: modals, toast, loaders, alerts.
import { test, expect, gotoPage, exampleSection, examplePreview, expectDialogRoundTrip, expectFocusHandoff } from './fixtures';

test.describe('modals', () => {
  test('basic, confirmation and success dialogs open and close with focus back on the trigger', async ({ page }) => {
    await gotoPage(page, '/examples/modals');
    await expectDialogRoundTrip(page, 'Open Modal', 'Basic Modal', 'Done', 'Basic modal');
    await expectDialogRoundTrip(page, 'Delete Project', 'Delete this project?', 'Cancel', 'Confirmation modal');
    await expectDialogRoundTrip(page, 'Delete Project', 'Delete this project?', 'Delete', 'Confirmation modal');
    await expectDialogRoundTrip(page, 'Complete Purchase', 'Payment Successful!', 'Continue', 'Custom success modal');
  });

  test('Escape closes the basic modal and returns focus', async ({ page }) => {
    await gotoPage(page, '/modals');
    const trigger = examplePreview(page, 'Basic modal').getByRole('button', { name: 'Open Modal' });
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Basic Modal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('toast', () => {
  test('caps the stack at 5 after 6 toasts, counts them and dismisses all', async ({ page }) => {
    await gotoPage(page, '/examples/toast');
    const block = exampleSection(page, 'Toast playground');
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
    const block = exampleSection(page, 'Toast playground');
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
    const block = exampleSection(page, 'Toast playground');
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
    const block = exampleSection(page, 'Toast playground');
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
    const block = exampleSection(page, 'Toast playground');
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
    const spinners = exampleSection(page, 'Spinner sizes');
    for (const size of ['sm', 'md', 'lg']) await expect(spinners.getByRole('status', { name: `Loading (${size})` })).toBeVisible();
    await spinners.getByRole('button', { name: 'Stop' }).click();
    await expect(spinners.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await spinners.getByRole('button', { name: 'Start' }).click();
    await expect(spinners.getByRole('status', { name: /Loading/ })).toHaveCount(3);

    const skeleton = exampleSection(page, 'Card skeleton');
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
    const block = exampleSection(page, 'Variants and dismissal');
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
    const preview = exampleSection(page, 'Variants and dismissal').getByRole('tabpanel');
    const dismissOf = (title: string) => preview.getByRole('alert').filter({ hasText: title }).getByRole('button', { name: 'Dismiss alert' });
    await dismissOf('Storage almost full').focus();
    await page.keyboard.press('Enter');
    await expect(dismissOf('Upload failed')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview.getByRole('button', { name: 'Reset alerts' })).toBeFocused();
  });

  test('Reset alerts pressed from the keyboard hands focus to the first alert it brings back', async ({ page }) => {
    await gotoPage(page, '/examples/alerts');
    const preview = exampleSection(page, 'Variants and dismissal').getByRole('tabpanel');
    await preview.getByRole('alert').filter({ hasText: 'Upload failed' }).getByRole('button', { name: 'Dismiss alert' }).click();
    const reset = preview.getByRole('button', { name: 'Reset alerts' });
    await expectFocusHandoff(page, reset, preview.getByRole('button', { name: 'Dismiss alert' }).first());
  });
});
