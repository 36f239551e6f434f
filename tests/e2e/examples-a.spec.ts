// Example pages of the Experience System, buttons, cards, modals, confirmation flow, adaptive forms,
// micro-interactions and page transitions.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations, hasHorizontalOverflow } from './fixtures';

interface ExamplePageEntry {
  path: string;
  h1: string;
  /** A section whose Code tab is checked and copied, and a line its code contains. */
  section: string;
  code: string;
  previews: number;
}

const PAGES: ExamplePageEntry[] = [
  { path: '/examples/experience-demo', h1: 'Experience Demo', section: 'Simulate a visitor', code: 'useSimulatedVisitor', previews: 2 },
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
  { path: '/examples/page-transitions', h1: 'Page Transitions', section: 'Route transition', code: 'routeTransition.slide', previews: 3 },
];

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The visible Preview panel of a section (its Code panel holds the same strings as source). */
const preview = (page: Page, name: string) => section(page, name).getByRole('tabpanel');

test.describe('previews and copyable code', () => {
  for (const entry of PAGES) {
    test(`${entry.path}: previews, Code tab and copy`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoPage(page, entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.h1, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('tab', { name: 'Preview' })).toHaveCount(entry.previews);
      for (const tab of await main.getByRole('tab', { name: 'Preview' }).all()) {
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }

      const block = section(page, entry.section);
      await expect(block.getByRole('tabpanel')).toBeVisible();
      await block.getByRole('tab', { name: 'Code' }).click();
      await expect(block.getByRole('tabpanel')).toContainText(entry.code);

      await block.getByRole('button', { name: 'Copy code' }).click();
      await expect(block.getByRole('status').filter({ hasText: 'Copied!' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(entry.code);
      expect(copied).toContain('import ');
      // Pasted into an app it compiles: the kit comes from its package, never from this site's folders.
      expect(copied).not.toMatch(/from '\.\.\//);
      expect(copied).toContain("from '@motion-kit/react'");
    });
  }
});

test.describe('experience demo', () => {
  for (const path of ['/examples/experience-demo', '/experience-demo']) {
    test(`${path}: smart button labels follow the user type`, async ({ page }) => {
      await gotoPage(page, path);
      const demo = preview(page, 'Simulate a visitor');
      const userType = demo.getByRole('group', { name: 'User type' });

      await expect(userType.getByRole('radio', { name: 'First-time' })).toBeChecked();
      await expect(demo.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
      await expect(demo.getByRole('button', { name: 'Tell Me More' })).toBeVisible();
      await expect(demo.getByRole('button', { name: 'Delete Account (Permanent)' })).toBeVisible();

      await userType.getByRole('radio', { name: 'Returning' }).check();
      await expect(demo.getByRole('button', { name: 'Continue' })).toBeVisible();
      await expect(demo.getByRole('button', { name: 'Learn More' })).toBeVisible();
      await expect(demo.getByRole('button', { name: 'Delete Account', exact: true })).toBeVisible();

      await userType.getByRole('radio', { name: 'Power user' }).check();
      await expect(demo.getByRole('button', { name: 'Launch' })).toBeVisible();
      await expect(demo.getByRole('button', { name: 'Docs' })).toBeVisible();
      await expect(demo.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    });
  }

  test('device sets the layout columns and mobile or large fonts make buttons large', async ({ page }) => {
    await gotoPage(page, '/examples/experience-demo');
    const demo = preview(page, 'Simulate a visitor');
    const device = demo.getByRole('group', { name: 'Device' });
    const launch = demo.getByRole('button', { name: 'Start Your Journey' });

    await expect(demo.getByRole('img', { name: '3-column layout' })).toBeVisible();
    const mdHeight = (await launch.boundingBox())!.height;

    await device.getByRole('radio', { name: 'Tablet' }).check();
    await expect(demo.getByRole('img', { name: '2-column layout' })).toBeVisible();
    await device.getByRole('radio', { name: 'Mobile' }).check();
    await expect(demo.getByRole('img', { name: '1-column layout' })).toBeVisible();
    await expect(demo.getByText('Large size for touch on mobile').first()).toBeVisible();
    expect((await launch.boundingBox())!.height).toBeGreaterThan(mdHeight);

    await device.getByRole('radio', { name: 'Desktop' }).check();
    await demo.getByRole('switch', { name: 'Large fonts' }).click();
    await expect(demo.getByRole('switch', { name: 'Large fonts' })).toHaveAttribute('aria-checked', 'true');
    await expect(demo.getByText('Large size for large fonts').first()).toBeVisible();
  });

  test('a smart button click is logged to the console with its options', async ({ page }) => {
    await gotoPage(page, '/examples/experience-demo');
    const logged = page.waitForEvent('console', (message) => message.text().startsWith('[SmartButton]'));
    await preview(page, 'Simulate a visitor').getByRole('button', { name: 'Delete Account (Permanent)' }).click();
    const message = await logged;
    const [, details] = await Promise.all(message.args().map((arg) => arg.jsonValue()));
    expect(details).toMatchObject({ intent: 'destructive', criticality: 'critical', flowPosition: 'confirmation', stage: 'purchase' });
    expect(details.adaptations).toContain('Danger variant for a destructive action');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the live context records smart button usage', async ({ page }) => {
    await gotoPage(page, '/examples/experience-demo');
    const inspector = preview(page, 'Your experience context');
    await expect(inspector.getByText('none yet')).toBeVisible();
    // The playground's adapted labels name one button each on the page.
    for (const name of ['Start Your Journey', 'Tell Me More', 'Delete Account (Permanent)']) {
      await expect(page.getByRole('button', { name })).toHaveCount(1);
    }
    await inspector.getByRole('button', { name: 'Save for Later' }).click();
    await expect(inspector.getByText('SmartButton:secondary-action × 1')).toBeVisible();
  });
});

test.describe('buttons', () => {
  test('counter increments, toggle switches, like toggles and the basic button opens a modal', async ({ page }) => {
    await gotoPage(page, '/examples/buttons');
    const counter = preview(page, 'Counter button').getByRole('button', { name: /Count/ });
    await counter.click();
    await counter.click();
    await counter.click();
    await expect(counter).toHaveText('Count: 3');

    await preview(page, 'Toggle button').getByRole('button', { name: 'OFF' }).click();
    await expect(preview(page, 'Toggle button').getByRole('button', { name: 'ON' })).toBeVisible();

    const like = preview(page, 'Like button');
    await like.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(like.getByRole('button', { name: 'Liked' })).toBeVisible();
    await like.getByRole('button', { name: 'Liked' }).click();
    await expect(like.getByRole('button', { name: 'Like', exact: true })).toBeVisible();

    const trigger = preview(page, 'Basic button').getByRole('button', { name: 'Open Modal' });
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
    const buttons = preview(page, 'Icon buttons').locator('[data-motion-scope]').getByRole('button');
    expect(await buttons.count()).toBe(11);
    for (const button of await buttons.all()) {
      expect((await button.getAttribute('aria-label')) ?? (await button.textContent())).toBeTruthy();
    }
  });
});

test.describe('cards', () => {
  test('shows a five-star rating and switches the skeleton for content', async ({ page }) => {
    await gotoPage(page, '/examples/cards');
    await expect(preview(page, 'Rating').getByRole('img', { name: /5 out of 5/ })).toBeVisible();
    const loading = preview(page, 'Loading skeleton');
    await expect(loading.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await loading.getByRole('button', { name: 'Show Content' }).click();
    await expect(loading.getByRole('heading', { name: 'Loaded Article' })).toBeVisible();
    await loading.getByRole('button', { name: 'Show Loading' }).click();
    await expect(loading.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  });
});

async function expectDialogRoundTrip(page: Page, trigger: string, title: string, close: string, within: string) {
  const button = preview(page, within).getByRole('button', { name: trigger, exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

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
    const trigger = preview(page, 'Basic modal').getByRole('button', { name: 'Open Modal' });
    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Basic Modal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
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
    await preview(page, 'Basic modal').getByRole('button', { name: 'Open Modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Basic Modal' });
    await expect(dialog).toBeVisible();
    const whileClosing = await transformsWhileClosing(page, dialog, () => dialog.getByRole('button', { name: 'Done', exact: true }).click());
    expect(whileClosing.length).toBeGreaterThan(0);
    expect(whileClosing.filter((transform) => !still(transform))).toEqual([]);

    await gotoPage(page, '/examples/page-transitions');
    const demo = preview(page, 'Route transition');
    const outgoing = demo.getByText('Welcome back. Pick up where you left off.').locator('..');
    const whileSwitching = await transformsWhileClosing(page, outgoing, () => demo.getByRole('button', { name: 'Projects' }).click());
    expect(whileSwitching.filter((transform) => !still(transform))).toEqual([]);
    await expect(demo.getByText('Three projects, one due this week.')).toBeVisible();
  });
});

test.describe('confirmation flow', () => {
  test('the account deletion dialog says what happens and lists what to do first', async ({ page }) => {
    await gotoPage(page, '/examples/confirmation-flow');
    await preview(page, 'Irreversible: delete an account').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account Permanently?' });
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog).toContainText('data, projects and settings');
    const checklist = dialog.getByRole('list', { name: 'Before you delete your account' }).getByRole('listitem');
    await expect(checklist).toHaveText(['Download your data', 'Cancel your subscriptions', 'Notify your team members']);
    await expect(dialog.getByRole('button', { name: 'Yes, Delete Everything' })).toBeVisible();
    // It opens on the safe choice: an Enter pressed at once keeps the account.
    await expect(dialog.getByRole('button', { name: 'Keep Account' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'delete account dialog');
    await dialog.getByRole('button', { name: 'Keep Account' }).click();
    await expect(dialog).toBeHidden();
  });

  const dialogs: Array<[trigger: string, title: string, choices: [string, string]]> = [
    ['Delete Account', 'Delete Account Permanently?', ['Yes, Delete Everything', 'Keep Account']],
    ['Delete File', 'Delete File?', ['Move to Trash', 'Cancel']],
    ['Remove User', 'Remove User Access?', ['Remove Access', 'Cancel']],
    ['Cancel Subscription', 'Cancel Subscription?', ['Cancel Subscription', 'Keep Subscription']],
  ];

  for (const [trigger, title, choices] of dialogs) {
    test(`'${title}': both choices only close the dialog and focus returns to the trigger`, async ({ page }) => {
      await gotoPage(page, '/examples/confirmation-flow');
      const within = trigger === 'Delete Account' ? 'Irreversible: delete an account' : 'Recoverable and scoped actions';
      for (const choice of choices) await expectDialogRoundTrip(page, trigger, title, choice, within);
      await expect(preview(page, within).getByRole('button', { name: trigger, exact: true })).toBeVisible();
    });
  }
});

test.describe('adaptive forms', () => {
  test('labels and hints adapt to the user type, and the email rule runs on blur', async ({ page }) => {
    await gotoPage(page, '/examples/adaptive-forms');
    const demo = preview(page, 'Sign-up form');
    const form = demo.getByRole('form', { name: 'Create your account' });
    await expect(form.getByLabel('Email address')).toBeVisible();
    await expect(form.getByText('we send a confirmation link there')).toBeVisible();
    // Side by side, fields keep one height though their hints run to different lengths.
    const heights = await Promise.all(['Full name', 'Email address'].map(async (label) => (await form.getByLabel(label).boundingBox())!.height));
    expect(heights[0]).toBe(heights[1]);

    await demo.getByRole('group', { name: 'User type' }).getByRole('radio', { name: 'Power user' }).check();
    await expect(form.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(form.getByText('we send a confirmation link there')).toHaveCount(0);

    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Email', { exact: true }).blur();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  });
});

test.describe('micro-interactions', () => {
  test('a feedback button shows its success label, then reverts', async ({ page }) => {
    await gotoPage(page, '/examples/micro-interactions');
    const feedback = preview(page, 'Feedback buttons');
    await feedback.getByRole('button', { name: 'Save' }).click();
    await expect(feedback.getByRole('button', { name: 'Saved!' })).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 4000 });
  });

  test('a motion demo button is active, then resets', async ({ page }) => {
    await gotoPage(page, '/examples/micro-interactions');
    const pulse = preview(page, 'Motion demo buttons').getByRole('button', { name: 'Pulse' });
    await pulse.click();
    await expect(pulse).toHaveAttribute('aria-pressed', 'true');
    await expect(pulse).toHaveAttribute('aria-pressed', 'false', { timeout: 3000 });
  });
});

test.describe('page transitions', () => {
  test('the demo pages switch, and the real links navigate', async ({ page }) => {
    await gotoPage(page, '/examples/page-transitions');
    const demo = preview(page, 'Route transition');
    await demo.getByRole('button', { name: 'Projects' }).click();
    await expect(demo.getByText('Three projects, one due this week.')).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');

    const reduced = preview(page, 'Reduced-motion variant');
    await reduced.getByRole('button', { name: 'Settings' }).click();
    await expect(reduced.getByText('Theme, notifications and your account.')).toBeVisible();

    await preview(page, 'In the app').getByRole('link', { name: 'Go to Buttons' }).click();
    await expect(page).toHaveURL(/\/examples\/buttons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buttons' })).toBeVisible();
  });
});

test.describe('accessibility and layout', () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const entry of PAGES) {
      test(`${entry.path} in ${theme}: no serious axe violation, no overflow at 375 px`, async ({ page }) => {
        await useTheme(page, theme);
        await gotoPage(page, entry.path);
        // At desktop width shell.spec.ts runs axe on every route in both themes; here the phone layout.
        await page.setViewportSize({ width: 375, height: 812 });
        await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
        await expectNoSeriousA11yViolations(page, `${entry.path} ${theme} 375`);
      });
    }
  }
});
