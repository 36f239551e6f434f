// One Lighthouse run (default mobile settings) in a fresh Chromium: the bench and the A/B both use it.
// @ts-check
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/** The routes the bench (and the A/B) runs Lighthouse on. */
export const BENCH_ROUTES = ['/', '/docs', '/docs/design-tokens', '/docs/components', '/docs/changelog', '/examples/buttons', '/examples/command-palette', '/examples/experience-demo'];

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** @param {string} url */
export async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      // Lighthouse's own measure of this machine's CPU: TBT scales with it, so a figure means little without it.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}
