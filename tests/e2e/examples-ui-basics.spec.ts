// Example pages of the UI Basics category: buttons, cards, inputs, toggles.
import { test, expect, gotoPage, exampleSection, examplePreview } from './fixtures';

test.describe('buttons', () => {
  test('counter increments, toggle switches, like toggles and the basic button opens a modal', async ({ page }) => {
    await gotoPage(page, '/examples/buttons');
    const counter = examplePreview(page, 'Counter button').getByRole('button', { name: /Count/ });
    await counter.click();
    await counter.click();
    await counter.click();
    await expect(counter).toHaveText('Count: 3');

    await examplePreview(page, 'Toggle button').getByRole('button', { name: 'OFF' }).click();
    await expect(examplePreview(page, 'Toggle button').getByRole('button', { name: 'ON' })).toBeVisible();

    const like = examplePreview(page, 'Like button');
    await like.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(like.getByRole('button', { name: 'Liked' })).toBeVisible();
    await like.getByRole('button', { name: 'Liked' }).click();
    await expect(like.getByRole('button', { name: 'Like', exact: true })).toBeVisible();

    const trigger = examplePreview(page, 'Basic button').getByRole('button', { name: 'Open Modal' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Hello from a button' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('every icon button has an accessible name', async ({ page }) => {
    await gotoPage(page, '/examples/buttons');
    // The preview itself, without its motion controls.
    const buttons = examplePreview(page, 'Icon buttons').locator('[data-motion-scope]').getByRole('button');
    expect(await buttons.count()).toBe(11);
    for (const button of await buttons.all()) {
      expect((await button.getAttribute('aria-label')) ?? (await button.textContent())).toBeTruthy();
    }
  });
});

test.describe('cards', () => {
  test('shows a five-star rating and switches the skeleton for content', async ({ page }) => {
    await gotoPage(page, '/examples/cards');
    await expect(examplePreview(page, 'Rating').getByRole('img', { name: /5 out of 5/ })).toBeVisible();
    const loading = examplePreview(page, 'Loading skeleton');
    await expect(loading.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await loading.getByRole('button', { name: 'Show Content' }).click();
    await expect(loading.getByRole('heading', { name: 'Loaded Article' })).toBeVisible();
    await loading.getByRole('button', { name: 'Show Loading' }).click();
    await expect(loading.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('inputs', () => {
  test('shows each validation message at the right moment and clears errors on typing', async ({ page }) => {
    await gotoPage(page, '/examples/inputs');
    // The form's Password is the one thing on the page labelled exactly that (the demo above is "Choose a
    // password" in a "Password reveal" section).
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(1);
    const form = examplePreview(page, 'Async validation form');
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
    const form = examplePreview(page, 'Async validation form');
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
    const block = exampleSection(page, 'Clearable search');
    const search = block.getByRole('searchbox', { name: 'Search components' });
    await search.fill('to');
    await expect(block.getByText(/found: .*Toast/)).toBeVisible();
    await block.getByRole('button', { name: 'Clear' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
  });
});

test.describe('toggles', () => {
  test('the theme toggle sample switches the site theme and stores it', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const toggle = exampleSection(page, 'Theme toggle').getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('the loading sample stays busy for 2 s, then flips; disabled switches ignore clicks', async ({ page }) => {
    await gotoPage(page, '/examples/toggles');
    const block = exampleSection(page, 'Loading and disabled');
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

test.describe('on a phone', () => {
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
