// Interaction smoothness under 4x CPU throttling: every step of the scenario works and the long tasks are
// recorded. Their durations are a benchmark figure (npm run bench prints the longest), not asserted here:
// timings on a shared 2-core machine are noise.
import { test, expect } from './fixtures';
import { runSmoothnessScenario } from '../../scripts/smoothness.mjs';

test('theme, command palette, modal and three routes work under 4x CPU throttling, with long tasks recorded', async ({ page, baseURL }, testInfo) => {
  test.slow();
  const steps: string[] = [];
  const tasks = await runSmoothnessScenario(page, baseURL ?? '', async (step) => {
    steps.push(step);
    if (step === 'theme toggled') await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    if (step === 'modal open') await expect(page.getByRole('dialog')).toBeVisible();
    if (step === 'navigated to a third route') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(steps).toEqual(['theme toggled', 'palette open', 'palette closed', 'navigated twice', 'modal open', 'navigated to a third route']);
  expect(tasks.every((duration) => Number.isFinite(duration) && duration >= 50)).toBe(true);
  await testInfo.attach('long-tasks.json', { body: JSON.stringify(tasks), contentType: 'application/json' });
});
