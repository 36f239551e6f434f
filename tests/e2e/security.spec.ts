import { test, expect, gotoPage } from './fixtures';
import { PAGE_META } from '../../src/app/pageMeta';

test.describe('Content-Security-Policy', () => {
  for (const { path } of PAGE_META) {
    test(`${path} runs with no CSP violation and keeps external links safe`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __csp: string[] }).__csp = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective}: ${event.blockedURI}`);
        });
      });
      await gotoPage(page, path);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toContain("script-src 'self' 'sha256-");
      expect(policy).not.toContain('unsafe-eval');
      // Interact a little so lazily loaded code and styles run under the policy too.
      await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);

      const unsafe = await page.locator('a[target="_blank"]').evaluateAll((links) =>
        links.filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? '')).map((a) => a.outerHTML),
      );
      expect(unsafe).toEqual([]);
    });
  }
});
