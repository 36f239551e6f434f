// Checks a pro build (VITE_BUILD_TYPE=pro). Runs only against such a build, so only with PRO_BUILD=1:
//   VITE_BUILD_TYPE=pro DIST_DIR=/tmp/pro-dist npm run build:site
//   PRO_BUILD=1 DIST_DIR=/tmp/pro-dist npx playwright test tests/e2e/pro-build.spec.ts
import { test, expect, gotoPage } from './fixtures';

if (process.env.PRO_BUILD === '1') {
  test.describe('pro build', () => {
    test('the Pro calls to action read Download Template and the pro welcome shows', async ({ page }) => {
      await gotoPage(page, '/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Download Template' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Download Template' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Join Pro Waitlist|Upgrade to Pro/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Welcome to Pro' })).toBeVisible();
    });

    // The documentation, token and component pages show Pro badges in the free build (their own specs check it),
    // so a count of 0 there says something.
    const routes = ['/', '/docs', '/docs/changelog', '/docs/design-tokens', '/docs/components?category=motion', '/docs/components?category=experience-system'];
    for (const route of routes) {
      test(`${route} shows no Pro badge`, async ({ page }) => {
        await gotoPage(page, route);
        await expect(page.getByText('Pro', { exact: true })).toHaveCount(0);
      });
    }

    test('Pro components stay navigable in the pro build', async ({ page }) => {
      await gotoPage(page, '/docs/components?category=motion');
      await expect(page.getByRole('link', { name: 'Command Palette', exact: true })).toHaveAttribute('href', '/examples/command-palette');
      await expect(page.getByRole('main').getByRole('link', { name: 'Download Template' })).toHaveCount(0);
    });
  });
}
