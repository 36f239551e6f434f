// Example pages of the Experience System category: experience demo, confirmation flow, adaptive forms.
import { test, expect, gotoPage, expectNoSeriousA11yViolations, examplePreview, expectDialogRoundTrip } from './fixtures';

test.describe('experience demo', () => {
  for (const path of ['/examples/experience-demo', '/experience-demo']) {
    test(`${path}: smart button labels follow the user type`, async ({ page }) => {
      await gotoPage(page, path);
      const demo = examplePreview(page, 'Simulate a visitor');
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
    const demo = examplePreview(page, 'Simulate a visitor');
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
    await examplePreview(page, 'Simulate a visitor').getByRole('button', { name: 'Delete Account (Permanent)' }).click();
    const message = await logged;
    const [, details] = await Promise.all(message.args().map((arg) => arg.jsonValue()));
    expect(details).toMatchObject({ intent: 'destructive', criticality: 'critical', flowPosition: 'confirmation', stage: 'purchase' });
    expect(details.adaptations).toContain('Danger variant for a destructive action');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the live context records smart button usage', async ({ page }) => {
    await gotoPage(page, '/examples/experience-demo');
    const inspector = examplePreview(page, 'Your experience context');
    await expect(inspector.getByText('none yet')).toBeVisible();
    // The playground's adapted labels name one button each on the page.
    for (const name of ['Start Your Journey', 'Tell Me More', 'Delete Account (Permanent)']) {
      await expect(page.getByRole('button', { name })).toHaveCount(1);
    }
    await inspector.getByRole('button', { name: 'Save for Later' }).click();
    await expect(inspector.getByText('SmartButton:secondary-action × 1')).toBeVisible();
  });
});

test.describe('confirmation flow', () => {
  test('the account deletion dialog says what happens and lists what to do first', async ({ page }) => {
    await gotoPage(page, '/examples/confirmation-flow');
    await examplePreview(page, 'Irreversible: delete an account').getByRole('button', { name: 'Delete Account' }).click();
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
      await expect(examplePreview(page, within).getByRole('button', { name: trigger, exact: true })).toBeVisible();
    });
  }
});

test.describe('adaptive forms', () => {
  test('labels and hints adapt to the user type, and the email rule runs on blur', async ({ page }) => {
    await gotoPage(page, '/examples/adaptive-forms');
    const demo = examplePreview(page, 'Sign-up form');
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
