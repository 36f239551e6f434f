// The theme studio (/studio): a brand colour edited in the page restyles the kit's components in both
// themes, exports token files that the real token build accepts and tokens:diff explains, and the
// shared link brings the same draft back; a light primary fails the pairs the build's guard fails.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoPage, useTheme, expectNoSeriousA11yViolations, hasHorizontalOverflow, HYDRATED } from './fixtures';

const ROOT = process.cwd();
const pane = (page: Page, theme: string) => page.getByRole('region', { name: `${theme[0]!.toUpperCase()}${theme.slice(1)} theme` });
const primaryButton = (page: Page, theme: string) => pane(page, theme).getByRole('button', { name: 'Primary', exact: true });
const brandPrimary = (page: Page) => page.getByRole('textbox', { name: 'Brand primary', exact: true });

async function look(button: Locator) {
  // Keyboard focus, so :focus-visible draws the ring.
  await button.focus();
  await button.page().keyboard.press('Shift+Tab');
  await button.page().keyboard.press('Tab');
  return button.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, ring: getComputedStyle(el).outlineColor }));
}

/** A scratch project with the repository's token sources and config, committed, whose scripts are the repository's. */
async function scratchProject() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studio-e2e-'));
  await cp(path.join(ROOT, 'tokens'), path.join(dir, 'tokens'), { recursive: true });
  await cp(path.join(ROOT, 'style-dictionary.config.json'), path.join(dir, 'style-dictionary.config.json'));
  const script = (name: string) => `node ${JSON.stringify(path.join(ROOT, 'scripts/tokens', name))}`;
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module', scripts: { tokens: script('build.mjs'), 'tokens:diff': script('diff-cli.mjs') } }));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=studio', '-c', 'user.email=studio@example.com', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'site tokens');
  return dir;
}

test.describe('Theme studio', () => {
  test('a teal primary restyles both previews, exports files the build accepts and tokens:diff explains, and the link restores it', async ({ page }) => {
    test.setTimeout(120_000);
    await gotoPage(page, '/studio');
    const before = { dark: await look(primaryButton(page, 'dark')), light: await look(primaryButton(page, 'light')) };

    await brandPrimary(page).fill('#0f766e');
    await expect(page.getByText(/tokens changed/)).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      // The draft's stylesheet applies on the next frame, and the button's colour transitions to it.
      await expect.poll(async () => (await look(primaryButton(page, theme))).background, `${theme} primary button`).not.toBe(before[theme].background);
      const after = await look(primaryButton(page, theme));
      expect(after.background, `${theme} primary button`).not.toBe(before[theme].background);
      expect(after.ring, `${theme} focus ring`).not.toBe(before[theme].ring);
      // Teal now: green and blue outweigh red.
      const [r, g, b] = after.background.match(/\d+/g)!.map(Number);
      expect(g! > r! && b! > r!, `${theme} background ${after.background} is teal`).toBe(true);
    }

    const links = page.getByRole('link', { name: /^Download tokens\// });
    const names = await links.allTextContents();
    expect(names).toEqual(['Download tokens/color.json']);
    const dir = await scratchProject();
    try {
      for (const name of names) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
        const file = name.replace(/^Download /, '');
        expect(download.suggestedFilename()).toBe(path.basename(file));
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), await readFile((await download.path())!));
      }
      const changed = execFileSync('git', ['diff', '--stat'], { cwd: dir, encoding: 'utf8' });
      expect(changed).toMatch(/tokens\/color\.json \| 22 \+{11}-{11}/);
      execFileSync('npm', ['run', '--silent', 'tokens'], { cwd: dir, encoding: 'utf8' });
      const diff = execFileSync('npm', ['run', '--silent', 'tokens:diff'], { cwd: dir, encoding: 'utf8' });
      expect(diff).toMatch(/color\.brand\.primary\s+--color-brand-primary\n\s+all themes: #6366f1 -> #0f766e/);
      expect(diff).toContain('color.primary.600');
      expect(diff).toMatch(/Contrast pairs that moved: [1-9]\d*\n/);
      expect(diff).toMatch(/dark\s+color\.accent on color\.bg: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const shared = page.url();
    expect(new URL(shared).searchParams.get('draft')).toMatch(/^1\./);
    const other = await page.context().newPage();
    await gotoPage(other, shared);
    await expect(brandPrimary(other)).toHaveValue('#0f766e');
    await expect(other.getByRole('link', { name: /^Download tokens\// })).toHaveText(names);
    expect((await look(primaryButton(other, 'light'))).background).toBe((await look(primaryButton(page, 'light'))).background);
  });

  test('a light primary marks and names the failing pairs, and undo brings the passing draft back', async ({ page }) => {
    await gotoPage(page, '/studio');
    await brandPrimary(page).fill('#a5b4fc');
    const alert = page.getByRole('alert').filter({ hasText: 'would fail npm run tokens' });
    await expect(alert).toBeVisible();
    for (const theme of ['dark', 'light']) {
      await expect(alert).toContainText(new RegExp(`color\\.on-accent: contrast [\\d.]+:1 on color\\.accent-bg in the ${theme} theme is under 4\\.5:1 for body text`));
    }
    const failRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /color\.on-accent.*on color\.accent-bg/ }) }).filter({ hasText: 'light' });
    await expect(failRow).toContainText('Fail');
    await expect(failRow).toContainText(/Nearest passing: text #[0-9a-f]{6} or background #[0-9a-f]{6}/);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(brandPrimary(page)).toHaveValue('#6366f1');
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(brandPrimary(page)).toHaveValue('#a5b4fc');
    await page.getByRole('button', { name: /Reset/ }).click();
    await expect(page).not.toHaveURL(/draft=/);
  });

  test('an imported hostile file gets the build\'s reader and validator errors in the page; a sound one becomes the draft', async ({ page }) => {
    await gotoPage(page, '/studio');
    const radius = JSON.parse(await readFile(path.join(ROOT, 'tokens/radius.json'), 'utf8'));
    radius.radius.md.$value = '8px; } body { display: none';
    await page.getByLabel('Import token files').setInputFiles({ name: 'radius.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(radius)) });
    await expect(page.getByRole('list', { name: 'Problems in the imported files' })).toContainText(
      'tokens/radius.json › radius.md: $value "8px; } body { display: none" contains ";", which would end the CSS declaration and start another',
    );
    await expect(page.getByText('No changes', { exact: true })).toBeVisible();

    // The build's strict reader, which loads with the first import: bytes that are not UTF-8.
    const notUtf8 = Buffer.concat([Buffer.from('{ "radius": { "x'), Buffer.from([0xff]), Buffer.from('": { "$value": "1px" } } }')]);
    await page.getByLabel('Import token files').setInputFiles({ name: 'radius.json', mimeType: 'application/json', buffer: notUtf8 });
    await expect(page.getByRole('list', { name: 'Problems in the imported files' })).toContainText(
      'tokens/radius.json › radius: the file is not valid UTF-8 (line 1); save it as UTF-8',
    );

    radius.radius.md.$value = '10px';
    await page.getByLabel('Import token files').setInputFiles({ name: 'radius.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(radius)) });
    await expect(page.getByText('1 token changed', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Radius md' })).toHaveValue('10px');
  });

  test('the switch applies the draft to every page of the tab until it is turned off', async ({ page }) => {
    await gotoPage(page, '/studio');
    await brandPrimary(page).fill('#0f766e');
    await page.getByRole('switch', { name: 'Apply to the whole site' }).click();
    const brand = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-primary').trim());
    await page.getByRole('link', { name: 'Documentation', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs$/);
    expect(await brand()).toBe('#0f766e');
    await page.reload();
    await page.waitForSelector(HYDRATED);
    expect(await brand()).toBe('#0f766e');
    await page.goBack();
    await gotoPage(page, '/studio');
    await page.getByRole('switch', { name: 'Apply to the whole site' }).click();
    await page.goto('/docs');
    expect(await brand()).toBe('#6366f1');
  });

  test('the preview\'s modal shows the draft, and each preview has the motion lab\'s Replay', async ({ page }) => {
    await gotoPage(page, '/studio');
    const backgroundOf = (el: Element) => getComputedStyle(el).backgroundColor;
    const initial = await primaryButton(page, 'dark').evaluate(backgroundOf);
    await brandPrimary(page).fill('#0f766e');
    for (const theme of ['dark', 'light']) await expect(pane(page, theme).getByRole('button', { name: /Replay/ })).toBeVisible();
    // Read before opening (the open modal hides the rest of the page from the accessibility tree), once
    // the draft's stylesheet has applied (the next frame) and the button's colour transition has ended.
    await expect.poll(() => primaryButton(page, 'dark').evaluate(backgroundOf)).not.toBe(initial);
    await primaryButton(page, 'dark').evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const primary = await primaryButton(page, 'dark').evaluate(backgroundOf);
    await pane(page, 'dark').getByRole('button', { name: 'Open modal (dark)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft modal' });
    await expect(dialog).toBeVisible();
    const background = await dialog.getByRole('button', { name: 'Done', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe(primary);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`has no serious accessibility violations with a draft, in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await gotoPage(page, '/studio');
      await brandPrimary(page).fill('#0f766e');
      await page.getByText('Adjust the primary ramp').click();
      await expectNoSeriousA11yViolations(page, `/studio (${theme})`);
    });
  }

  test('fits a 375 px phone without sideways scrolling and stays accessible there', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoPage(page, '/studio');
    // A failing draft adds the longest text (the build's messages).
    await brandPrimary(page).fill('#a5b4fc');
    await expect(page.getByRole('alert').filter({ hasText: 'would fail npm run tokens' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // The preview shows a failing draft as it is, contrast failures included; axe checks a passing one.
    await brandPrimary(page).fill('#0f766e');
    await expectNoSeriousA11yViolations(page, '/studio (375 px)');
  });

  test('is linked from the Design Tokens page and the Theming section, and the header keeps its five links', async ({ page }) => {
    await gotoPage(page, '/docs/design-tokens');
    await expect(page.getByRole('link', { name: 'Edit them in the Theme Studio' })).toHaveAttribute('href', '/studio');
    await gotoPage(page, '/docs#theming');
    await expect(page.getByRole('link', { name: 'Open the Theme Studio' })).toHaveAttribute('href', '/studio');
    await gotoPage(page, '/studio');
    await expect(page.getByRole('banner').getByRole('navigation').first().getByRole('link')).toHaveText(['Home', 'Design Tokens', 'Components', 'Documentation', 'Changelog']);
  });

  test('says what it is for without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Theme Studio' })).toBeVisible();
    await expect(page.getByText(/export token JSON that npm run tokens builds/)).toBeVisible();
    await context.close();
  });
});
