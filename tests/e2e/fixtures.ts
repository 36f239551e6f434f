// Shared browser-test harness: console-error capture, theme setup, axe checks, and the locators and
// assertions several spec files use.
import { test as base, expect, type CDPSession, type ConsoleMessage, type Locator, type Page, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { HYDRATED_ATTRIBUTE } from '../../src/app/boot/hydratedMark';

export type Theme = 'dark' | 'light';

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page; the test fails if any remain at the end. */
  consoleErrors: string[];
  /**
   * A DevTools session on the page, for CPU throttling and network conditions, detached after the test.
   * What a session sets lasts while it is attached, and the page comes back with it on every document it
   * loads: a session left attached would slow every later test of the worker on the reused page.
   */
  cdp: CDPSession;
  /** After each test, undoes what Playwright's reset of a reused context leaves in place. */
  resetReusedPage: void;
}

export const test = base.extend<Fixtures>({
  cdp: [
    async ({ page }, use) => {
      const session = await page.context().newCDPSession(page);
      await use(session);
      if (!page.isClosed()) await session.detach();
    },
    { scope: 'test' },
  ],
  // The context and its tab are reused from test to test (playwright.config.ts, reuseContext). Playwright
  // resets storage, cache, routes, init scripts and emulated media, but not granted permissions.
  resetReusedPage: [
    async ({ page }, use) => {
      await use();
      if (!page.isClosed()) await page.context().clearPermissions();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      // The page is reused: listeners of earlier tests must not pile up on it.
      page.on('console', onConsole).on('pageerror', onPageError);
      await use(errors);
      page.off('console', onConsole).off('pageerror', onPageError);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores the theme before any page script runs, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('theme', value);
    } catch {
      /* storage blocked: the page falls back to dark */
    }
  }, theme);
}

/** Matches <html> once the page has hydrated (src/app/boot/hydratedMark.ts). */
export const HYDRATED = `html[${HYDRATED_ATTRIBUTE}="true"]`;

/** Opens a route and waits until React has hydrated it. */
export async function gotoPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector(HYDRATED);
  // Parts that hydrate after the page (docs/interactivity.md) take clicks through the boot script's
  // replay until they are live: a test that reads a control's state right after a click waits for them.
  await expect(page.locator('[data-deferred]')).toHaveCount(0);
  return response;
}

/**
 * axe's rules that are still marked experimental, so the WCAG tags leave them out, but that Lighthouse
 * runs: label in name (WCAG 2.5.3), so what Lighthouse's accessibility audit finds, these tests find too.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/** Runs axe (WCAG 2.0-2.2 A/AA, target size among them) and fails on serious or critical violations, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page, context = '') {
  // Legacy mode runs axe.run in the page itself. The default (runPartial, then finishRun in a second,
  // blank page it opens for the purpose) exists for cross-origin iframes, which the site has none of, and
  // doubles what every axe check costs. The rules and their results are the same.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Every rule still runs and every violation is listed in full; only passes and incomplete results,
      // which this check never reads, stop at one node each (axe's option for large pages).
      resultTypes: ['violations'],
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(summary, `axe serious/critical violations ${context}`).toEqual([]);
}

/**
 * Switches to the light theme with the header's own toggle (the one theme store), at a width where the
 * header shows it, and waits until no colour is still in transition: axe measures final colours, and a
 * hover may have started a transition.
 */
export async function switchToLightFromHeader(page: Page) {
  const viewport = page.viewportSize();
  const narrow = viewport !== null && viewport.width < 1024;
  if (narrow) await page.setViewportSize({ width: 1280, height: viewport.height });
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  if (narrow) await page.setViewportSize(viewport);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length), { intervals: [50] })
    .toBe(0);
}

/** True when the document is wider than the viewport (horizontal scrolling). */
export async function hasHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/**
 * The controls (links, buttons, fields) inside `container` that are covered where a pointer would press
 * them: at its centre another element is on top. Each as "what is covered <- what covers it".
 */
export async function coveredControls(page: Page, container: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no ${selector}`);
    const controls = [...root.querySelectorAll<HTMLElement>('a[href], button, input')].filter((el) => el.getClientRects().length > 0 && el.checkVisibility());
    const name = (el: Element | null) => (el ? `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '').trim()}"` : 'nothing');
    return controls.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && (el === top || el.contains(top)) ? [] : [`${name(el)} <- ${name(top)}`];
    });
  }, container);
}

/** The sidebars and section headings of the Documentation and Design Tokens pages. */
export const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentation sections' });
export const tokensSidebar = (page: Page) => page.getByRole('navigation', { name: 'Design token categories' });
export const sectionHeading = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 2, name });

/** A titled section of an example page: a region of the main landmark named by its title. */
export function exampleSection(page: Page, title: string) {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/** The visible Preview panel of an example section (its Code panel holds the same strings as source). */
export function examplePreview(page: Page, title: string) {
  return exampleSection(page, title).getByRole('tabpanel');
}

/** Opens a dialog from `trigger` in the Preview of section `within`, closes it with `close`, and expects focus back on the trigger. */
export async function expectDialogRoundTrip(page: Page, trigger: string, title: string, close: string, within: string) {
  const button = examplePreview(page, within).getByRole('button', { name: trigger, exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

/**
 * Presses `control` from the keyboard, which disables it, and expects focus on `next` once the browser
 * has taken focus off the disabled button (its focus fixup runs at the next frame).
 */
export async function expectFocusHandoff(page: Page, control: Locator, next: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(control).toBeDisabled();
  await page.waitForTimeout(100);
  await expect(next).toBeFocused();
}

/**
 * What every page's spec checks of its routes: no serious axe violation in either theme, no sideways scroll
 * at 375 px. shell.spec.ts checks every path of the route manifest that way, so here only the states of a
 * page that a path alone does not reach (a query, a hash) get tests of their own; passing a plain path is
 * an error, so no page goes unchecked by mistake.
 */
export function describePageBasics(states: string[]) {
  const plain = states.filter((route) => !/[?#]/.test(route));
  if (plain.length > 0) throw new Error(`describePageBasics: ${plain.join(', ')} is checked by shell.spec.ts already`);
  test.describe('accessibility in both themes, and at 375 px', () => {
    for (const route of states) {
      test(`${route}: no serious axe violation in dark and light, no sideways scroll at 375 px`, async ({ page }) => {
        test.setTimeout(60_000);
        await gotoPage(page, route);
        await expectNoSeriousA11yViolations(page, `${route} dark`);
        await switchToLightFromHeader(page);
        await expectNoSeriousA11yViolations(page, `${route} light`);
        await page.setViewportSize({ width: 375, height: 740 });
        await expect.poll(() => hasHorizontalOverflow(page)).toBe(false);
      });
    }
  });
}

/** A layout shift: its score, the start of the moved elements' markup, and whether any is in the watched part. */
export interface LayoutShift {
  value: number;
  moved: string;
  inside: boolean;
}

/**
 * Records the page's layout shifts from navigation on (call before it loads); the returned function reads
 * them. `inside` tells whether a moved element is in the part `within` selects.
 */
export async function recordLayoutShifts(page: Page, within = 'body'): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript((selector) => {
    const shifts: { value: number; moved: string; inside: boolean }[] = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const { value, sources } = entry as unknown as { value: number; sources: { node?: Node }[] };
        const nodes = sources.map((source) => source.node).filter((node): node is Element => node instanceof Element);
        shifts.push({ value, moved: nodes.map((node) => node.outerHTML.slice(0, 60)).join(', '), inside: nodes.some((node) => !!node.closest(selector)) });
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    Object.assign(globalThis, { __shifts: shifts });
  }, within);
  return () => page.evaluate(() => Reflect.get(globalThis, '__shifts') as LayoutShift[]);
}

/** The page's cumulative layout shift from navigation until a moment after it has hydrated. */
export async function layoutShiftWhileHydrating(page: Page, route: string): Promise<number> {
  const shifts = await recordLayoutShifts(page);
  await gotoPage(page, route);
  await page.waitForTimeout(300);
  return (await shifts()).reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * Holds back the requests for one lazy chunk (`name`, as the build names its file) until `release()`:
 * the page goes on without it, so what it shows meanwhile can be looked at. `requested()` says whether
 * the page has asked for it yet.
 */
export async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(`**/assets/${name}-*.js`, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
