// Changelog: the current release, the roadmap, the release history and where to go next.
import { test, expect, gotoPage } from './fixtures';
import { CURRENT_RELEASE } from '../../src/content/releases';
import { countChanges } from '../../src/lib/releases';

test.describe('changelog', () => {
  test('features v1.0.0 as a major release of September 14, 2025 with its total of changes', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    const current = page.getByRole('region', { name: /v1\.0\.0/ }).first();
    await expect(current.getByRole('heading', { level: 2 })).toHaveText(/v1\.0\.0\s*major/i);
    await expect(current.locator('time')).toHaveText('September 14, 2025');
    await expect(current.locator('time')).toHaveAttribute('datetime', '2025-09-14');
    await expect(current.getByText(/changes in total/)).toBeVisible();
    await expect(current).toContainText(`${countChanges(CURRENT_RELEASE)}changes in total`);
    // A named group (a name on a plain div is prohibited, and screen readers skip it).
    await expect(current.getByRole('group', { name: 'Changes in this release' })).toContainText('changes in total');
  });

  test('lists the roadmap, the release history by change group, Pro benefits and where to go next', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    const main = page.getByRole('main');
    const roadmap = main.getByRole('region', { name: 'Upcoming roadmap' });
    await expect(roadmap.getByRole('heading', { name: 'v1.1.0' })).toBeVisible();
    await expect(roadmap).toContainText('Q4 2025');
    await expect(roadmap.getByRole('heading', { name: 'v1.2.0' })).toBeVisible();
    await expect(roadmap).toContainText('Q1 2026');

    const history = main.getByRole('region', { name: 'Release history' });
    const v1 = history.getByRole('article', { name: 'v1.0.0' });
    await expect(v1.getByRole('heading', { level: 4 })).toHaveText(['Added', 'Changed', 'Fixed']);
    await expect(history.getByRole('article', { name: 'v0.9.0' }).getByRole('heading', { level: 4 })).toHaveText(['Added', 'Changed', 'Fixed', 'Removed']);
    await expect(history.getByRole('article')).toHaveCount(3);

    const upgrade = main.getByRole('region', { name: 'Pro benefits' }).getByRole('link', { name: 'Upgrade to Pro' });
    await expect(upgrade).toHaveAttribute('target', '_blank');
    const next = main.getByRole('region', { name: 'Keep exploring' });
    await expect(next.getByRole('link', { name: 'Design Tokens' })).toHaveAttribute('href', '/docs/design-tokens');
    await expect(next.getByRole('link', { name: 'Component Library' })).toHaveAttribute('href', '/docs/components');
    await expect(next.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs');
  });
});

