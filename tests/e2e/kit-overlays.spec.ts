// Modal and Drawer in real Chromium: a modal <dialog>, focus trap, focus return, Escape, backdrop, scroll lock, the drag-to-close
// thresholds (100 px / 500 px/s, driven slowly so only the offset decides) and axe with the dialog open.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations } from './fixtures';

interface OverlayCase {
  name: string;
  route: string;
  trigger: string;
  /** The accessible name of the opened dialog, when the page fixes it. */
  dialogName?: string;
  /** Unit vector of the closing direction. */
  closing: { x: number; y: number };
  /** A point on the backdrop, away from the panel. */
  backdropPoint: (viewport: { width: number; height: number }) => { x: number; y: number };
}

const CASES: OverlayCase[] = [
  {
    name: 'Modal',
    route: '/examples/modals',
    trigger: 'Open Modal',
    dialogName: 'Basic Modal',
    closing: { x: 0, y: 1 },
    backdropPoint: () => ({ x: 8, y: 8 }),
  },
  {
    name: 'Drawer',
    route: '/examples/drawer',
    trigger: 'Open Right Drawer',
    closing: { x: 1, y: 0 },
    backdropPoint: () => ({ x: 8, y: 400 }),
  },
];

async function openOverlay(page: Page, overlay: OverlayCase) {
  await gotoPage(page, overlay.route);
  const trigger = page.getByRole('button', { name: overlay.trigger, exact: true });
  await trigger.click();
  const dialog = overlay.dialogName ? page.getByRole('dialog', { name: overlay.dialogName }) : page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // The browser's modal dialog: in the top layer, the rest of the page inert.
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  return { trigger, dialog };
}

function focusIsInside(dialog: Locator) {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/** Drags the panel by its heading at about 250 px/s (well under 500 px/s), then rests before releasing. */
async function slowDrag(page: Page, dialog: Locator, distance: number, direction: { x: number; y: number }) {
  // The panel may still be sliding in: measure where it rests, or the press lands where it no longer is.
  await dialog.evaluate(
    (panel) =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const check = () => {
          const { x, y } = panel.getBoundingClientRect();
          const now = `${Math.round(x)},${Math.round(y)}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  const box = await dialog.getByRole('heading').first().boundingBox();
  if (!box) throw new Error('dialog heading has no box');
  const start = { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const step = 10;
  for (let moved = step; moved <= distance; moved += step) {
    await page.mouse.move(start.x + direction.x * moved, start.y + direction.y * moved);
    // framer-motion samples the pointer once per frame, stamped with the frame's time. Each step waits for
    // frames of its own, so a loaded machine that skips frames cannot stamp steps a few ms apart and make a
    // slow drag read as a flick and close the drawer.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(150);
  await page.mouse.up();
}

for (const overlay of CASES) {
  test.describe(`${overlay.name} on ${overlay.route}`, () => {
    test('moves focus inside on open and traps Tab and Shift+Tab', async ({ page }) => {
      const { dialog } = await openOverlay(page, overlay);
      await expect.poll(() => focusIsInside(dialog)).toBe(true);
      const focusable = await dialog.locator('button, a[href], input, select, textarea, [tabindex="0"]').count();
      for (let i = 0; i < focusable + 2; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(dialog), `focus after Tab ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < focusable + 2; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(dialog), `focus after Shift+Tab ${i + 1}`).toBe(true);
      }
    });

    test('closes on Escape and returns focus to its trigger', async ({ page }) => {
      const { trigger, dialog } = await openOverlay(page, overlay);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("closes from its 'Close' button and on a backdrop click", async ({ page }) => {
      const { trigger, dialog } = await openOverlay(page, overlay);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(dialog).toBeVisible();
      const point = overlay.backdropPoint(page.viewportSize() ?? { width: 1280, height: 800 });
      await page.mouse.click(point.x, point.y);
      await expect(dialog).toBeHidden();
    });

    test('locks page scrolling while open', async ({ page }) => {
      const { dialog } = await openOverlay(page, overlay);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });

    test('stays open after a slow 60 px drag and closes after a slow 150 px drag in the closing direction', async ({ page }) => {
      const { trigger, dialog } = await openOverlay(page, overlay);
      await slowDrag(page, dialog, 60, overlay.closing);
      await page.waitForTimeout(500);
      await expect(dialog).toBeVisible();

      await slowDrag(page, dialog, 150, overlay.closing);
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('closes after a short fast flick (over 500 px/s) in the closing direction', async ({ page }) => {
      const { dialog } = await openOverlay(page, overlay);
      // Playwright's mouse round trips are too slow on a busy machine to flick, so this one gesture is played
      // inside the page: pointer down, 90 px (under the 100 px offset) in 60 ms, released while moving as a
      // flick is: 1500 px/s. framer-motion measures speed between the clock readings it takes at pointer down
      // and at release, so the 60 ms are spent in this one task: no frame, timer or other task can stretch
      // them on a loaded machine, and the speed stays over 500 px/s unless the gap grows past 180 ms.
      await dialog.getByRole('heading').first().evaluate(async (heading, closing) => {
        const box = heading.getBoundingClientRect();
        const start = { x: box.left + 20, y: box.top + box.height / 2 };
        const fire = (type: string, moved: number) =>
          heading.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              pointerId: 1,
              pointerType: 'mouse',
              isPrimary: true,
              button: 0,
              buttons: type === 'pointerup' ? 0 : 1,
              clientX: start.x + closing.x * moved,
              clientY: start.y + closing.y * moved,
            }),
          );
        fire('pointerdown', 0);
        // framer-motion reuses one clock reading until the next microtask; let it read the clock afresh.
        await Promise.resolve();
        const downAt = performance.now();
        while (performance.now() - downAt < 60) {
          // The pointer travels: a flick's 60 ms, spent synchronously.
        }
        fire('pointermove', 90);
        fire('pointerup', 90);
      }, overlay.closing);
      await expect(dialog).toBeHidden();
    });

    test('stays open after a 150 px drag against the closing direction', async ({ page }) => {
      const { dialog } = await openOverlay(page, overlay);
      await slowDrag(page, dialog, 150, { x: -overlay.closing.x, y: -overlay.closing.y });
      await page.waitForTimeout(500);
      await expect(dialog).toBeVisible();
    });

    for (const theme of ['dark', 'light'] as const) {
      test(`has no serious axe violation with the dialog open in the ${theme} theme`, async ({ page }) => {
        await useTheme(page, theme);
        const { dialog } = await openOverlay(page, overlay);
        // Let the enter animation finish so axe measures the final colours.
        await page.waitForTimeout(600);
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${overlay.name} open, ${theme}`);
      });
    }
  });
}

// md and lg side drawers are wider than a phone; capped to the full width they left no backdrop to tap.
test('on a phone, every side drawer but a full one leaves a strip of backdrop that closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoPage(page, '/examples/drawer');
  for (const [trigger, edge] of [
    ['Open Left Drawer', 'left'],
    ['Open Right Drawer', 'right'],
    ['Open Navigation Drawer', 'left'],
  ] as const) {
    const button = page.getByRole('button', { name: trigger, exact: true });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((panel) => panel.getAnimations().length)).toBe(0);
    const box = (await dialog.boundingBox())!;
    // Half a pixel for the sub-pixel end of the slide-in transform.
    expect(box.width, trigger).toBeLessThanOrEqual(375 - 48 + 0.5);
    await page.mouse.click(edge === 'left' ? 370 : 5, 400);
    await expect(dialog, trigger).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('opening a modal fetches no script: the kit imports its dialogs statically', async ({ page }) => {
  await gotoPage(page, '/examples/modals');
  // The page's own late parts (framer-motion's features, on idle) have arrived.
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('button', { name: 'Open Modal', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Basic Modal' })).toBeVisible();
  expect(scripts).toEqual([]);
});
