// Input before hydration is not lost (src/app/boot/pageBoot.mjs, docs/interactivity.md): with the app's
// scripts held back, what a visitor does on the prerendered page takes effect once they arrive.
import type { Page, Route } from '@playwright/test';
import { test, expect, HYDRATED, holdChunk } from './fixtures';

/** Getting Started's install command: the kit's tarball from the site's origin, whatever the build names. */
const INSTALL_LINE = /npm install https?:\/\/[^/\s]+\/packages\/motion-kit-react-\S+\.tgz /;

/** Holds every request for the app's JavaScript until `release()`: the page stays prerendered HTML. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    /** Whether the page has asked for the app yet. */
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Opens a route and waits for its prerendered page, not for `DOMContentLoaded`, which waits for the entry. */
async function openPrerendered(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // The scripts were asked for and are held: whatever happens next happens before hydration.
  await expect.poll(scripts.requested).toBe(true);
  await expect(page.locator(HYDRATED)).toHaveCount(0);
  return scripts;
}

test.describe('input before hydration', () => {
  test('clicks on the theme toggle and a modal trigger are shown pressed, then take effect in order', async ({ page }) => {
    const scripts = await openPrerendered(page, '/examples/buttons');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' });
    await toggle.click();
    const trigger = page.getByRole('button', { name: 'Open Modal' }).first();
    await trigger.click();
    // Taken, and seen to be taken; nothing has happened yet.
    await expect(toggle).toHaveAttribute('data-pending', '');
    await expect(trigger).toHaveAttribute('data-pending', '');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await scripts.release();
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    // Each press was handled once: the theme flipped once, the dialog opened once and stays open.
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('text typed into a field is kept, and leaving it runs its validation', async ({ page }) => {
    const scripts = await openPrerendered(page, '/examples/inputs');
    const email = page.getByRole('textbox', { name: 'Email' }).last();
    await email.click();
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Tab');

    await scripts.release();
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveValue('not-an-email');
    // The app holds the text too: editing it goes on from what was typed.
    await email.press('End');
    await email.press('Backspace');
    await expect(email).toHaveValue('not-an-emai');
  });

  test('a keyboard shortcut opens the command palette', async ({ page }) => {
    const scripts = await openPrerendered(page, '/examples/command-palette');
    await page.keyboard.press('Control+k');

    await scripts.release();
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused();
  });

  test('a design-tokens category chosen before hydration is shown once the page hydrates', async ({ page }) => {
    const scripts = await openPrerendered(page, '/docs/design-tokens');
    const spacing = page.getByRole('navigation', { name: 'Design token categories' }).getByRole('button', { name: 'Spacing' });
    // The sidebar is a rail beside the content at the default width: its buttons are there to tap.
    await spacing.click();
    await expect(spacing).toHaveAttribute('data-pending', '');
    await expect(page.locator('#tokens-colors')).toBeVisible();

    await scripts.release();
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    await expect(page).toHaveURL(/\/docs\/design-tokens\?category=spacing$/);
    await expect(spacing).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#tokens-spacing')).toBeInViewport();
    await expect(page.locator('#tokens-colors')).toHaveCount(0);
    await expect(page.locator('[data-pending]')).toHaveCount(0);
  });

  test('links work as plain links before hydration', async ({ page }) => {
    await openPrerendered(page, '/examples/buttons');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/docs\/changelog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  });
});

test.describe('input on a part that hydrates after the page', () => {
  test('clicks on a preview\'s motion controls before their code arrives take effect when it does', async ({ page }) => {
    // Everything but the controls' own chunk: the page hydrates, the strip stays prerendered HTML.
    const chunk = await holdChunk(page, 'MotionControls');
    await page.goto('/examples/modals');
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    await expect.poll(chunk.requested).toBe(true);
    const preview = page.locator('[data-motion-preview]').first();
    const slow = preview.getByRole('radio', { name: '0.25x' });
    const reduced = preview.getByRole('switch', { name: 'Reduced motion' });
    await slow.click({ force: true });
    await reduced.click();
    // Taken and shown pressed; the radio's native check was cancelled with the click.
    await expect(reduced).toHaveAttribute('data-pending', '');
    await expect(reduced).toHaveAttribute('aria-checked', 'false');
    await expect(slow).not.toBeChecked();

    await chunk.release();
    await expect(reduced).toHaveAttribute('aria-checked', 'true');
    await expect(slow).toBeChecked();
    await expect(preview.locator('[data-pending]')).toHaveCount(0);
    await expect(preview.locator('[data-deferred]')).toHaveCount(0);
  });

  test("a click on a docs section's copy button before the section's code arrives takes effect when it does", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The prerendered section (its code samples) hydrates after the page, once its own chunk is there.
    const chunk = await holdChunk(page, 'GettingStarted');
    await page.goto('/docs');
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    await expect.poll(chunk.requested).toBe(true);
    // The samples are there to read before their code has arrived.
    await expect(page.getByRole('region', { name: 'Terminal code' })).toContainText(INSTALL_LINE);
    const copy = page.getByRole('button', { name: 'Copy code' }).first();
    await copy.click();
    await expect(copy).toHaveAttribute('data-pending', '');
    await expect(page.getByText('Copied!')).toHaveCount(0);

    await chunk.release();
    await expect(page.getByRole('status').filter({ hasText: 'Copied!' }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(INSTALL_LINE);
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    await expect(page.locator('[data-deferred]')).toHaveCount(0);
  });

});

