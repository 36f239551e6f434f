// The site search (issue 27): Ctrl/Cmd+K or the header button on any page, every kind of result, keyboard
// and phone use, keys typed while its code loads, copying a token's variable, and /llms.txt.
import { ROUTE_MANIFEST, routePaths, type RouteEntry } from '../../src/content/routeManifest';
import { expect, expectNoSeriousA11yViolations, gotoPage, test, useTheme, type Theme } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
// Exact: the page behind the modal dialog is inert (out of the accessibility tree), but Playwright's role
// queries still see its own fields, such as "Search tokens".
const field = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });
const headerButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const activeOption = (page: Page) => page.getByRole('option', { selected: true });

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

/**
 * Typed key by key in the benchmark: each keystroke ranks the whole index. Broad words, as people type
 * them, so most keystrokes match many entries and fill the list.
 */
const BENCH_QUERIES = ['color', 'spacing', 'button', 'motion', 'token'];
/** A person typing briskly: about seven keys a second. */
const BENCH_KEY_INTERVAL_MS = 150;
/** Alternating passes of the site search and of a plain field, after the search's first (cold) pass. */
const BENCH_ROUNDS = 3;
/**
 * The first pass runs code the page has not run yet: V8 compiles it, React builds its first rows. A
 * visitor's first query is cold like that, so its slowest keystroke is held to what Web Vitals call a
 * good interaction (INP at most 200 ms); the one-frame mark below is for typing once the code is warm.
 */
const BENCH_COLD_MAX_MS = 200;
/**
 * What the site search may add to a keystroke, at the median, over a plain field's keystroke on the same
 * page at 4x CPU: one frame at 60 Hz, the "within one frame per keystroke". Its own work (ranking,
 * the rows whose result changed, their style, layout and paint) must fit in that frame; rows built anew
 * on every keystroke, or a styled component per part of every row, do not. The plain field carries the
 * machine's noise (its own work, the wait for the next frame, other programs). Both figures come from
 * the page's clocks, which Chromium rounds to 0.1 ms without cross-origin isolation, so a difference of
 * exactly one frame can read 16.7 ms: the rounding is allowed for.
 */
const CLOCK_RESOLUTION_MS = 0.1;
const BENCH_EXTRA_MS = 1000 / 60 + CLOCK_RESOLUTION_MS;

interface BenchFrame {
  view: string;
  paintedAt?: number;
}
interface BenchKey {
  start: number;
  frames: BenchFrame[];
  settled?: string;
}
type BenchWindow = Window & { __bench: { keys: BenchKey[]; views: Map<Element, () => string> } };

async function search(page: Page, query: string) {
  await field(page).fill(query);
}

test.describe('site search', () => {
  test('Ctrl+K on the changelog opens it; spring finds motion.easing.spring and Enter lands on the highlighted token', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    await openWithShortcut(page);
    await expect(dialog(page)).toBeVisible();
    await search(page, 'spring');
    await expect(activeOption(page)).toContainText('motion.easing.spring');
    await expect(activeOption(page)).toContainText('--motion-easing-spring');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/design-tokens\?category=motion#token-motion-easing-spring$/);
    const token = page.locator('#token-motion-easing-spring');
    await expect(token).toHaveAttribute('data-search-target', '');
    await expect(token).toBeInViewport();
  });

  test('toast finds the Toast example page, and Enter goes there', async ({ page }) => {
    await gotoPage(page, '/');
    await openWithShortcut(page);
    await search(page, 'toast');
    await expect(activeOption(page)).toContainText('Toast');
    await expect(page.getByRole('group', { name: 'Examples' }).getByRole('option', { name: /^Toast/ })).toHaveAttribute('href', '/examples/toast');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/examples\/toast$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toast' })).toBeVisible();
  });

  test('getting started finds that documentation section, and Enter opens it', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    await openWithShortcut(page);
    await search(page, 'getting started');
    await expect(activeOption(page)).toContainText('Getting Started');
    await expect(page.getByRole('group', { name: 'Documentation' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs#getting-started$/);
    await expect(page.locator('#docs-section-title')).toContainText('Getting Started');
  });

  test('a documentation heading opens its section, even from the documentation page itself', async ({ page }) => {
    await gotoPage(page, '/docs');
    await openWithShortcut(page);
    await search(page, 'custom themes');
    await expect(activeOption(page)).toContainText('Custom themes with CSS custom properties');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs#theming$/);
    await expect(page.locator('#docs-section-title')).toContainText('Theming');
  });

  test('#f43f5e finds the secondary brand colour with its swatch, and Enter shows it among the colours', async ({ page }) => {
    await gotoPage(page, '/examples/buttons');
    await openWithShortcut(page);
    await search(page, '#f43f5e');
    await expect(activeOption(page)).toContainText('color.brand.secondary');
    await expect(activeOption(page)).toContainText('#f43f5e');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/category=colors#token-color-brand-secondary$/);
    await expect(page.locator('#token-color-brand-secondary')).toBeInViewport();
  });

  test('finds pages, components with their status, and tokens by variable and by value', async ({ page }) => {
    await gotoPage(page, '/');
    await openWithShortcut(page);
    await search(page, 'changelog');
    await expect(page.getByRole('group', { name: 'Pages' }).getByRole('option', { name: /^Changelog/ })).toHaveAttribute('href', '/docs/changelog');
    await search(page, 'date picker');
    await expect(page.getByRole('group', { name: 'Components' }).getByRole('option', { name: /Date Picker\s*Coming Soon/ })).toBeVisible();
    await search(page, 'command palette');
    await expect(page.getByRole('group', { name: 'Components' }).getByRole('option', { name: /Command Palette\s*Pro/ })).toBeVisible();
    await search(page, '--motion-duration-fast');
    await expect(activeOption(page)).toContainText('motion.duration.fast');
    await search(page, '300ms');
    await expect(page.getByRole('group', { name: 'Tokens' }).getByRole('option', { name: /motion\.duration\.normal/ })).toBeVisible();
    await search(page, '#6366f1');
    await expect(activeOption(page)).toContainText('color.brand.primary');
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/\d+ results?/);
  });

  test('works from the keyboard alone: Tab to the button, Enter, arrows, Escape returns focus', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    // The search's code arrives only after Enter: the palette mounts while already asked to open.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SiteSearch-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const button = headerButton(page);
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    for (let i = 0; i < 6 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    await expect(field(page)).toBeFocused();
    // Focus stays in the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Shift+Tab');
    await field(page).focus();
    await page.keyboard.type('tabs');
    const first = await activeOption(page).textContent();
    await page.keyboard.press('ArrowDown');
    await expect(activeOption(page)).not.toHaveText(first ?? '');
    await page.keyboard.press('ArrowUp');
    await expect(activeOption(page)).toHaveText(first ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    // Ctrl+K closes it again too.
    await openWithShortcut(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();
  });

  test('keeps the shortcut and the keys typed while its code is still loading', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SiteSearch-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoPage(page, '/docs/changelog');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('getting');
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(field(page)).toHaveValue('getting');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type(' started');
    await expect(activeOption(page)).toContainText('Getting Started');
  });

  test('an Enter typed before the code arrived goes to the best result', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SiteSearch-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoPage(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('toast');
    await page.keyboard.press('Enter');
    release();
    await expect(page).toHaveURL(/\/examples\/toast$/);
  });

  test('copies a token variable without leaving the dialog, by Ctrl+C on the active result or its copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoPage(page, '/');
    await openWithShortcut(page);
    await search(page, 'spring');
    await expect(activeOption(page)).toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Control+c');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('--motion-easing-spring');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText('Copied --motion-easing-spring');
    await search(page, '--color-brand-primary');
    await activeOption(page).getByText('Copy', { exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('--color-brand-primary');
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on the command palette example, Ctrl+K opens the demo palette and the header button the site search', async ({ page }) => {
    await gotoPage(page, '/examples/command-palette');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await headerButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
  });

  test('opens without motion when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoPage(page, '/');
    await page.keyboard.press('Control+k');
    const panel = dialog(page);
    await expect(panel).toBeVisible();
    const transforms = await panel.evaluate(async (element) => {
      const seen: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        seen.push(getComputedStyle(element).transform);
        await new Promise(requestAnimationFrame);
      }
      return seen;
    });
    expect(transforms.every((value) => value === 'none' || value === 'matrix(1, 0, 0, 1, 0, 0)')).toBe(true);
  });

  // What a person sees: from the keystroke (the keydown's own time stamp, so a busy main thread's delay
  // counts) to the end of the first frame painted with that keystroke's results, found as the first frame
  // whose list and announcement already read what they settle on. The same is measured for a plain text
  // field added to the dialog, which no script answers: what any keystroke costs on this page and this
  // machine at that moment (the browser's own work, the wait for the next frame). After the search's first
  // (cold) pass, passes alternate, so a burst of other work on a shared machine weighs on both. Every figure goes into the annotations and log.
  // Tagged @benchmark: npm test runs it in a step of its own, before the other browser tests, so that no
  // second test in the other worker weighs on its timings.
  test('answers each keystroke at a 4x slower CPU within one frame of a plain field (benchmark)', { tag: '@benchmark' }, async ({ page, cdp }, testInfo) => {
    test.setTimeout(120_000);
    await gotoPage(page, '/docs/changelog');
    await openWithShortcut(page);
    await page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement;
      const panel = field.closest('dialog')!;
      const plain = Object.assign(document.createElement('input'), { type: 'text', ariaLabel: 'Plain field' });
      panel.append(plain);
      const views = new Map<Element, () => string>([
        [field, () => `${panel.querySelector('[role="listbox"]')!.textContent}|${panel.querySelector('[role="status"]')!.textContent}`],
        [plain, () => plain.value],
      ]);
      const keys: BenchKey[] = [];
      Object.assign(window, { __bench: { keys, views } });
      for (const [input, view] of views) {
        input.addEventListener('keydown', (event) => keys.push({ start: (event as KeyboardEvent).timeStamp, frames: [] }));
        input.addEventListener('input', () => {
          const key = keys[keys.length - 1]!;
          // Each frame after the keystroke, until the next one: what it shows, and when it was painted
          // (the task after the frame's rendering).
          const onFrame = () => {
            if (keys[keys.length - 1] !== key) return;
            const frame: BenchFrame = { view: view() };
            key.frames.push(frame);
            setTimeout(() => (frame.paintedAt = performance.now()));
            requestAnimationFrame(onFrame);
          };
          requestAnimationFrame(onFrame);
        });
      }
    });
    const plainField = dialog(page).getByRole('textbox', { name: 'Plain field' });
    const pass = async (input: Locator, rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const latencies: number[] = [];
      for (const query of BENCH_QUERIES) {
        await input.fill('');
        await page.waitForTimeout(300);
        await page.evaluate(() => (window as unknown as BenchWindow).__bench.keys.splice(0));
        for (const key of query) {
          await page.keyboard.press(key);
          await page.waitForTimeout(BENCH_KEY_INTERVAL_MS);
          // Settled: what this keystroke shows, before the next one.
          await page.evaluate(() => {
            const { keys, views } = (window as unknown as BenchWindow).__bench;
            keys[keys.length - 1]!.settled = views.get(document.activeElement!)!();
          });
        }
        await expect(input).toHaveValue(query);
        const typed = await page.evaluate(() =>
          (window as unknown as BenchWindow).__bench.keys.map(({ start, frames, settled }) => {
            const shown = frames.find((frame) => frame.view === settled && frame.paintedAt !== undefined);
            return shown ? shown.paintedAt! - start : Number.POSITIVE_INFINITY;
          }),
        );
        expect(typed).toHaveLength(query.length);
        latencies.push(...typed);
      }
      return latencies;
    };
    const cold = await pass(field(page), 4);
    const search: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < BENCH_ROUNDS; round += 1) {
      search.push(...(await pass(field(page), 4)));
      plain.push(...(await pass(plainField, 4)));
    }
    const at1x = await pass(field(page), 1);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const report =
      `${BENCH_QUERIES.join(', ')} typed key by key, keystroke to the painted results, median over ${search.length} keystrokes: ` +
      `site search at 4x CPU ${median(search).toFixed(1)} ms, a plain field in the same dialog at 4x ${median(plain).toFixed(1)} ms, ` +
      `site search at 1x ${median(at1x).toFixed(1)} ms; first (cold) pass at 4x: median ${median(cold).toFixed(1)} ms, slowest ${Math.max(...cold).toFixed(1)} ms`;
    testInfo.annotations.push({ type: 'benchmark', description: report });
    console.log(`site search: ${report}`);
    expect(median(search) - median(plain), report).toBeLessThanOrEqual(BENCH_EXTRA_MS);
    expect(Math.max(...cold), report).toBeLessThanOrEqual(BENCH_COLD_MAX_MS);
  });

  for (const theme of ['dark', 'light'] as Theme[]) {
    test(`has no serious axe violations with results open (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoPage(page, '/docs/changelog');
      await openWithShortcut(page);
      await search(page, 'motion');
      await expect(page.getByRole('group', { name: 'Tokens' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `site search open (${theme})`);
    });
  }
});

test.describe('site search on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the button sits in the header, the dialog fills the screen, results are 44px targets, and it closes', async ({ page }) => {
    await gotoPage(page, '/docs/changelog');
    const button = headerButton(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await button.tap();
    await expect(field(page)).toBeFocused();
    await search(page, 'motion');
    // Once its entrance has settled, the dialog is the screen.
    await expect.poll(async () => dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    const heights = await page.getByRole('option').evaluateAll((options) => options.map((option) => option.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(3);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Close search' }).tap();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('llms.txt', () => {
  test('/llms.txt is plain text that lists every route; /llms-full.txt adds docs, components and tokens', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text.startsWith('# Motion Kit\n')).toBe(true);
    for (const route of ROUTE_MANIFEST as readonly RouteEntry[]) {
      for (const path of routePaths(route)) expect(text, path).toContain(path === route.path ? `](${path})` : path);
    }
    const full = await request.get('/llms-full.txt');
    expect(full.headers()['content-type']).toMatch(/^text\/plain/);
    const fullText = await full.text();
    expect(fullText).toContain('## Documentation');
    expect(fullText).toContain('### Getting Started');
    expect(fullText).toContain('| Command Palette | Pro |');
    expect(fullText).toContain('`--motion-easing-spring` | `cubic-bezier(0.34, 1.56, 0.64, 1)`');
  });
});
