// The interaction-smoothness scenario, shared by `npm run bench` (which reports the longest task) and the
// browser test tests/e2e/smoothness.spec.ts (which proves each step works under throttling).
// With 4x CPU throttling (Chrome DevTools Protocol): toggle the theme, open and close the command palette,
// open and close a modal, and navigate between three routes, recording long tasks after hydration.
// @ts-check

export const CPU_THROTTLING_RATE = 4;

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} base  origin of the served site
 * @param {(step: string) => Promise<void> | void} [check]  called after each step (tests assert there)
 * @returns {Promise<number[]>} durations of the long tasks seen during the interactions, in ms
 */
export async function runSmoothnessScenario(page, base, check = () => {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
  try {
    return await scenario(page, base, check);
  } finally {
    // The throttling lasts while the session is attached, on every document the page loads after.
    if (!page.isClosed()) await cdp.detach();
  }
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} base
 * @param {(step: string) => Promise<void> | void} check
 */
async function scenario(page, base, check) {
  await page.addInitScript(() => {
    /** @type {number[]} */
    const tasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
    Object.assign(globalThis, { __longTasks: tasks });
  });
  /** Long tasks during load are Lighthouse's TBT; only interactions count here. */
  const resetTasks = () => page.evaluate(() => void Reflect.get(globalThis, '__longTasks').splice(0));
  const takeTasks = () => page.evaluate(() => /** @type {number[]} */ ([...Reflect.get(globalThis, '__longTasks')]));
  const settle = () => page.waitForTimeout(400);
  const tasks = [];

  await page.goto(`${base}/examples/command-palette`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await resetTasks();

  const toggle = page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' });
  await toggle.click();
  await settle();
  await check('theme toggled');

  await page.getByRole('button', { name: 'Open Command Palette' }).click();
  await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
  await check('palette open');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await check('palette closed');

  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Components' }).click();
  await page.waitForURL(/\/docs\/components/);
  await settle();
  await nav.getByRole('link', { name: 'Changelog' }).click();
  await page.waitForURL(/\/docs\/changelog/);
  await settle();
  await check('navigated twice');
  tasks.push(...(await takeTasks()));

  await page.goto(`${base}/examples/modals`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await resetTasks();
  await page.getByRole('button', { name: 'Open Modal' }).first().click();
  await page.getByRole('dialog').waitFor();
  await settle();
  await check('modal open');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await nav.getByRole('link', { name: 'Design Tokens' }).click();
  await page.waitForURL(/\/docs\/design-tokens/);
  await settle();
  await check('navigated to a third route');
  tasks.push(...(await takeTasks()));
  return tasks;
}
