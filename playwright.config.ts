import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The machines here have 2 cores; more workers only make every test slower.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  // What a page shows after a navigation can take seconds on a busy two-core CI machine; a check that
  // never holds still fails, only later.
  expect: { timeout: 10_000 },
  use: {
    // One browser context and tab per worker, reset by Playwright between tests (storage, cache, routes,
    // init scripts, emulation): a new context and tab cost Chromium more than most tests do themselves.
    // What the reset leaves (CPU throttling, permissions) fixtures.ts resets after each test.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The built, prerendered site on a plain static server (no rewrites), as a static host serves it.
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
