// The motion lab: every live preview's Replay, Pause/Play, Speed and Reduced motion controls, scoped to
// that preview (portalled dialogs included), measured in real Chromium.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations, hasHorizontalOverflow } from './fixtures';

const previews = (page: Page) => page.locator('[data-motion-preview]');
/** The modals page's previews in order; by position, as an open dialog hides their headings (aria-hidden). */
const MODAL_PREVIEWS = ['Basic modal', 'Confirmation modal', 'Custom success modal'];
const previewOf = (page: Page, title: string) => previews(page).nth(MODAL_PREVIEWS.indexOf(title));

/** A CSS time ("300ms", or ".3s" as the minifier writes it) in milliseconds. */
const toMs = (time: string) => (time.endsWith('ms') ? parseFloat(time) : parseFloat(time) * 1000);

interface Samples {
  /** ms from the first frame the dialog is there until its opacity reaches 1. */
  durationMs: number;
  transforms: string[];
  opacities: number[];
}

/**
 * Opens a dialog with `trigger` and samples the dialog panel every frame: from the first frame it is in
 * the DOM until its opacity reaches 1 (or 8 s pass).
 */
async function sampleOpening(page: Page, trigger: Locator): Promise<Samples> {
  const sampling = page.evaluate(
    () =>
      new Promise<Samples>((resolve) => {
        const transforms: string[] = [];
        const opacities: number[] = [];
        let start = 0;
        const began = performance.now();
        const tick = (now: number) => {
          const dialog = document.querySelector<HTMLElement>('dialog, [role="dialog"]');
          if (dialog) {
            const style = getComputedStyle(dialog);
            if (start === 0) start = now;
            transforms.push(style.transform);
            opacities.push(Number(style.opacity));
            if (Number(style.opacity) >= 0.999) return resolve({ durationMs: now - start, transforms, opacities });
          }
          if (now - began > 8000) return resolve({ durationMs: Number.NaN, transforms, opacities });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  await trigger.click();
  return sampling;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The median opening time of three: one opening that a busy machine delays by a long task must not
 * decide a ratio whose 1x side is a 300 ms animation.
 */
async function medianOpeningMs(page: Page, trigger: Locator): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    durations.push((await sampleOpening(page, trigger)).durationMs);
    await closeDialog(page);
  }
  return durations.sort((a, b) => a - b)[1]!;
}

test.describe('motion controls on the modals example', () => {
  test('0.25x makes the modal take about four times as long as 1x', async ({ page }) => {
    await gotoPage(page, '/examples/modals');
    const frame = previewOf(page, 'Basic modal');
    const open = frame.getByRole('button', { name: 'Open Modal' });
    // A first opening loads the dialog's chunk, so the measured ones time the animation alone.
    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await closeDialog(page);

    const normal = await medianOpeningMs(page, open);
    await frame.getByRole('radio', { name: '0.25x' }).check();
    const slow = await medianOpeningMs(page, open);

    const ratio = slow / normal;
    expect(ratio, `1x ${normal} ms, 0.25x ${slow} ms`).toBeGreaterThan(4 * 0.75);
    expect(ratio, `1x ${normal} ms, 0.25x ${slow} ms`).toBeLessThan(4 * 1.25);
  });

  test('Reduced motion in one preview fades its dialog without moving it, and leaves the rest of the page at 1x', async ({ page }) => {
    await gotoPage(page, '/examples/modals');
    const frame = previewOf(page, 'Basic modal');
    const reducedSwitch = frame.getByRole('switch', { name: 'Reduced motion' });
    await reducedSwitch.click();
    await expect(reducedSwitch).toHaveAttribute('aria-checked', 'true');
    // Slowed as well, so the fade spans many frames.
    await frame.getByRole('radio', { name: '0.25x' }).check();

    const reduced = await sampleOpening(page, frame.getByRole('button', { name: 'Open Modal' }));
    await closeDialog(page);
    expect(new Set(reduced.transforms).size, `transforms seen: ${[...new Set(reduced.transforms)].join(' | ')}`).toBe(1);
    expect(new Set(reduced.opacities.map((o) => o.toFixed(2))).size).toBeGreaterThan(3);

    // Another preview on the same page: full motion at normal speed.
    const other = previewOf(page, 'Confirmation modal');
    await expect(other.getByRole('switch', { name: 'Reduced motion' })).toHaveAttribute('aria-checked', 'false');
    await expect(other.getByRole('radio', { name: '1x', exact: true })).toBeChecked();
    const normal = await sampleOpening(page, other.getByRole('button', { name: 'Delete Project' }));
    await closeDialog(page);
    expect(normal.transforms[0], `${normal.durationMs} ms: ${normal.transforms.join(' | ')}`).not.toBe(normal.transforms.at(-1));
    expect(normal.durationMs).toBeLessThan(reduced.durationMs / 2);
    // And the page's own custom properties keep the token values.
    const pageNormal = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--motion-duration-normal').trim());
    expect(toMs(pageNormal)).toBe(300);
  });

  test('a dialog opened from a slowed preview carries the scaled duration variables on its own element', async ({ page }) => {
    await gotoPage(page, '/examples/modals');
    const frame = previewOf(page, 'Basic modal');
    await frame.getByRole('radio', { name: '0.5x' }).check();
    await frame.getByRole('button', { name: 'Open Modal' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => getComputedStyle(el).getPropertyValue('--motion-duration-normal').trim())).toBe('600ms');
    await closeDialog(page);
  });

  test('Pause holds a running dialog animation where it is, and Play finishes it', async ({ page }) => {
    await gotoPage(page, '/examples/modals');
    const frame = previewOf(page, 'Basic modal');
    await frame.getByRole('radio', { name: '0.1x' }).check();
    const open = frame.getByRole('button', { name: 'Open Modal' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeAttached();
    // The dialog is modal: the preview's Pause is reached with a script click, as a test harness would.
    await page.waitForTimeout(300);
    // The open dialog hides the rest of the page from the accessibility tree (aria-hidden), hence CSS selectors.
    await frame.locator('button[aria-label="Pause"]').dispatchEvent('click');
    await expect(frame.locator('button[aria-label="Play"]')).toBeAttached();
    // The pauser arrives with the first Pause (its own chunk): wait until the opacity stops changing.
    const opacity = () => dialog.evaluate((el) => getComputedStyle(el).opacity);
    await expect
      .poll(async () => {
        const before = await opacity();
        await page.waitForTimeout(150);
        return before === (await opacity());
      })
      .toBe(true);
    const held = await opacity();
    await page.waitForTimeout(600);
    expect(await dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe(held);
    expect(Number(held)).toBeLessThan(1);
    await frame.locator('button[aria-label="Play"]').dispatchEvent('click');
    await expect.poll(() => dialog.evaluate((el) => Number(getComputedStyle(el).opacity)), { timeout: 8000 }).toBeGreaterThan(0.999);
    await closeDialog(page);
  });
});

test('a toast shown from a slowed preview follows that preview, though the app renders it elsewhere', async ({ page }) => {
  await gotoPage(page, '/examples/toast');
  const frame = previews(page).first();
  await frame.getByRole('radio', { name: '0.25x' }).check();
  await frame.getByRole('button', { name: 'Show Toast' }).click();
  await page.mouse.move(640, 0);
  const toast = page.getByRole('region', { name: 'Notifications' }).locator('li[data-type]').first();
  await expect(toast).toHaveAttribute('data-motion-scope', /.+/);
  expect(await toast.evaluate((el) => getComputedStyle(el).getPropertyValue('--motion-duration-normal').trim())).toBe('1200ms');
});

/** Every example page, as the examples index links them. */
async function examplePaths(page: Page): Promise<string[]> {
  await gotoPage(page, '/examples');
  const hrefs = await page.locator('main a[href^="/examples/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split(/[?#]/)[0]!))];
}

test('every preview frame on every example page has working motion controls', async ({ page }) => {
  test.setTimeout(240_000);
  const paths = await examplePaths(page);
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    await gotoPage(page, path);
    const count = await previews(page).count();
    expect(count, `${path} has preview frames`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      // The controls strip alone: a preview may hold buttons of its own.
      const frame = previews(page).nth(i).locator('[data-motion-controls]');
      const where = `${path} preview ${i + 1}`;
      await frame.scrollIntoViewIfNeeded();
      const stage = previews(page).nth(i).locator('[data-motion-scope]').first();

      await frame.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(frame.getByRole('button', { name: 'Play', exact: true }), where).toBeVisible();
      await frame.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(frame.getByRole('button', { name: 'Pause', exact: true }), where).toBeVisible();

      const speed = frame.getByRole('radiogroup', { name: 'Speed' });
      for (const name of ['1x', '0.5x', '0.25x', '0.1x']) await expect(speed.getByRole('radio', { name, exact: true }), where).toHaveCount(1);
      await speed.getByRole('radio', { name: '0.25x' }).check();
      await expect(frame.getByRole('status').filter({ hasText: 'Speed 0.25x' }), where).toHaveCount(1);
      expect(await stage.evaluate((el) => getComputedStyle(el).getPropertyValue('--motion-duration-fast').trim()), where).toBe('600ms');
      await speed.getByRole('radio', { name: '1x', exact: true }).check();

      const reduced = frame.getByRole('switch', { name: 'Reduced motion' });
      await reduced.click();
      await expect(reduced, where).toHaveAttribute('aria-checked', 'true');
      await expect(stage, where).toHaveAttribute('data-motion-reduced', '');
      await reduced.click();
      await expect(reduced, where).toHaveAttribute('aria-checked', 'false');

      await frame.getByRole('button', { name: 'Replay', exact: true }).click();
      await expect(frame.getByRole('button', { name: 'Replay', exact: true }), where).toBeVisible();
    }
  }
});

test('the controls work from the keyboard', async ({ page }) => {
  await gotoPage(page, '/examples/buttons');
  const frame = previews(page).first();
  await frame.getByRole('radio', { name: '1x', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: '0.5x' })).toBeChecked();
  await expect(frame.getByRole('radio', { name: '0.5x' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('switch', { name: 'Reduced motion' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(frame.getByRole('switch', { name: 'Reduced motion' })).toHaveAttribute('aria-checked', 'true');
  await frame.getByRole('button', { name: 'Pause', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
});

test('the motion token demos and documentation samples have the controls too', async ({ page }) => {
  await gotoPage(page, '/');
  await expect(page.getByRole('group', { name: 'Motion token demos' }).getByRole('radiogroup', { name: 'Speed' })).toBeVisible();
  await gotoPage(page, '/docs/design-tokens?category=motion');
  for (const name of ['Duration demos', 'Easing demos', 'Spring demos']) {
    await expect(page.getByRole('group', { name }).getByRole('button', { name: 'Replay', exact: true })).toHaveCount(1);
  }
  await gotoPage(page, '/docs#motion-system');
  await expect(previews(page).first().getByRole('switch', { name: 'Reduced motion' })).toBeVisible();
});

test('the design tokens page copies a motion token in four forms', async ({ page }) => {
  await gotoPage(page, '/docs/design-tokens?category=motion');
  const card = page.locator('[id$="motion-spring-snappy"]').first();
  for (const form of ['CSS variable', 'TS constant', 'framer-motion', 'CSS value']) await expect(card.getByText(form, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copy' })).toHaveCount(4);
  await expect(card.getByText("{ type: 'spring', stiffness: 400, damping: 30, mass: 1 }")).toBeVisible();
});

// shell.spec.ts runs axe on every route as it loads, motion controls included (/examples/modals, /); here
// the states a path alone does not reach.
for (const theme of ['dark', 'light'] as const) {
  for (const path of ['/docs/design-tokens?category=motion', '/docs#motion-system']) {
    test(`axe finds nothing serious with the motion controls on ${path} (${theme})`, async ({ page }) => {
      // The design tokens page has some 300 copy buttons: axe takes a while there.
      test.setTimeout(120_000);
      await useTheme(page, theme);
      await gotoPage(page, path);
      await expect(previews(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} ${theme}`);
    });
  }
}

test('on a 375 px screen the controls sit above the preview without covering it or widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoPage(page, '/examples/modals');
  const frame = previewOf(page, 'Basic modal');
  const controls = frame.locator('[data-motion-controls]');
  const stage = frame.locator('[data-motion-scope]').first();
  const [c, s] = [await controls.boundingBox(), await stage.boundingBox()];
  expect(c && s && c.y + c.height <= s.y + 1).toBe(true);
  expect(await hasHorizontalOverflow(page)).toBe(false);
});
