// The generated CSS, TypeScript and docs JSON hold exactly the values of SPEC section 9.
// @ts-check
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokens, fileFilter } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let outDir = '';
/** @param {string} file */
const read = (file) => readFile(path.join(outDir, file), 'utf8');

/** Loads a generated .ts module by transpiling it, so the test sees the values the app imports. */
async function importTs(/** @type {string} */ file) {
  const { outputText } = ts.transpileModule(await read(file), { compilerOptions: { module: ts.ModuleKind.ESNext } });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const spacing = { 0: '0px', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 6: '24px', 8: '32px', 10: '40px', 12: '48px', 16: '64px', 20: '80px', 24: '96px' };
const durations = { instant: 0, fast: 150, normal: 300, slow: 500, slower: 700, slowest: 1000 };
const easings = ['standard', 'decelerate', 'accelerate', 'spring', 'emphasized', 'out'];
const drawer = { sm: '320px', md: '480px', lg: '640px', xl: '768px', full: '100%' };

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'tokens-outputs-'));
  const result = await buildTokens({ root, outDir });
  expect(result.ok ? [] : result.errors).toEqual([]);
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('tokens.css', () => {
  it('declares the brand colors', async () => {
    const css = await read('css/tokens.css');
    expect(css).toContain('--color-brand-primary: #6366f1;');
    expect(css).toContain('--color-brand-secondary: #f43f5e;');
  });

  it('maps the spacing scale onto the 8px grid', async () => {
    const css = await read('css/tokens.css');
    for (const [step, px] of Object.entries(spacing)) expect(css).toContain(`--spacing-${step}: ${px};`);
  });

  it('declares the semantic spacing, with a fluid section gap from 2.5rem to 4rem', async () => {
    const css = await read('css/tokens.css');
    expect(css).toMatch(/--spacing-section: clamp\(2\.5rem, [^,]+, 4rem\);/);
    expect(css).toContain('--spacing-component: 2rem;');
    expect(css).toContain('--spacing-element: 1rem;');
    expect(css).toContain('--spacing-inline: 0.5rem;');
  });

  it('declares the motion durations in milliseconds', async () => {
    const css = await read('css/tokens.css');
    for (const [name, ms] of Object.entries(durations)) expect(css).toContain(`--motion-duration-${name}: ${ms}ms;`);
  });

  it('renders the six easings as cubic-bezier() with x values inside 0..1', async () => {
    const css = await read('css/tokens.css');
    for (const name of easings) {
      const match = new RegExp(`--motion-easing-${name}: cubic-bezier\\(([^)]*)\\);`).exec(css);
      expect(match, name).not.toBeNull();
      const [x1 = NaN, , x2 = NaN] = String(match?.[1]).split(',').map(Number);
      expect([x1, x2].every((x) => x >= 0 && x <= 1)).toBe(true);
    }
  });

  it('declares the breakpoints and drawer sizes', async () => {
    const css = await read('css/tokens.css');
    expect(css).toContain('--breakpoint-tablet: 768px;');
    expect(css).toContain('--breakpoint-desktop: 1024px;');
    for (const [size, value] of Object.entries(drawer)) expect(css).toContain(`--size-drawer-${size}: ${value};`);
  });

  it('says where it comes from, and holds no theme colors', async () => {
    const css = await read('css/tokens.css');
    expect(css).toMatch(/Generated from tokens\//);
    expect(css).not.toContain('--color-bg:');
  });
});

describe('theme CSS', () => {
  it('puts dark on :root and [data-theme="dark"], light on [data-theme="light"]', async () => {
    expect(await read('css/theme-dark.css')).toContain(':root, [data-theme="dark"] {');
    const light = await read('css/theme-light.css');
    expect(light).toContain('[data-theme="light"] {');
    expect(light).not.toContain(':root');
  });

  it('gives the semantic colors a value in each theme, referring to the palette', async () => {
    for (const theme of ['dark', 'light']) {
      const css = await read(`css/theme-${theme}.css`);
      for (const name of ['bg', 'surface', 'text', 'text-muted', 'border', 'focus-ring', 'status-success', 'status-error']) {
        expect(css, `${theme} ${name}`).toMatch(new RegExp(`--color-${name}: (var\\(--color-[a-z0-9-]+\\)|#[0-9a-f]+|rgba?\\([^)]*\\));`));
      }
    }
    expect(await read('css/theme-dark.css')).toContain('--color-bg: var(--color-gray-950);');
    expect(await read('css/theme-light.css')).toContain('--color-bg: var(--color-white);');
  });
});

describe('TypeScript constants', () => {
  it('hold the spec values, durations as numbers of milliseconds', async () => {
    const { tokens, cssVars, cssVarNames } = await importTs('ts/tokens.ts');
    expect(tokens.color.brand).toEqual({ primary: '#6366f1', secondary: '#f43f5e' });
    expect(tokens.motion.duration).toEqual(durations);
    expect(tokens.spacing).toMatchObject(spacing);
    expect(tokens.breakpoint).toEqual({ tablet: '768px', desktop: '1024px' });
    expect(tokens.size.drawer).toEqual(drawer);
    expect(Object.keys(tokens.motion.easing)).toEqual(easings);
    expect(cssVars.motion.duration.fast).toBe('var(--motion-duration-fast)');
    expect(cssVarNames.color.brand.primary).toBe('--color-brand-primary');
  });

  it('hold each theme’s semantic colors under the same names', async () => {
    const dark = await importTs('ts/theme-dark.ts');
    const light = await importTs('ts/theme-light.ts');
    expect(dark.tokens.color.bg).toBe('#020617');
    expect(light.tokens.color.bg).toBe('#ffffff');
    expect(Object.keys(light.tokens.color)).toEqual(Object.keys(dark.tokens.color));
  });

  it('are typed as literals, so the compiler knows tokens.motion.duration.fast is 150', async () => {
    const check = path.join(outDir, 'ts', 'literal-check.ts');
    await writeFile(
      check,
      [
        "import { tokens, cssVars } from './tokens';",
        'const fast: 150 = tokens.motion.duration.fast;',
        "const primary: '#6366f1' = tokens.color.brand.primary;",
        "const tablet: '768px' = tokens.breakpoint.tablet;",
        "const fastVar: 'var(--motion-duration-fast)' = cssVars.motion.duration.fast;",
        '// @ts-expect-error the literal type rejects any other number',
        'const notFast: 300 = tokens.motion.duration.fast;',
        '// @ts-expect-error `as const` makes the object readonly',
        'tokens.motion.duration.fast = 1;',
        'export { fast, primary, tablet, fastVar, notFast };',
      ].join('\n'),
    );
    // Only the ES library: loading the DOM typings would triple the time on a busy machine.
    const program = ts.createProgram([check], {
      strict: true, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts'],
      target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([]);
  }, 90_000);
});

describe('docs JSON', () => {
  /** @param {string} theme */
  const docs = async (theme) => JSON.parse(await read(`json/tokens-${theme}.json`));

  it('has one row per token with CSS variable, value, hex, type, category and description', async () => {
    const { theme, tokens } = await docs('dark');
    expect(theme).toBe('dark');
    expect(tokens.find((/** @type {any} */ t) => t.name === 'color.brand.primary')).toMatchObject({
      cssVar: '--color-brand-primary', value: '#6366f1', hex: '#6366f1', type: 'color', category: 'color',
    });
    expect(tokens.find((/** @type {any} */ t) => t.name === 'motion.duration.slowest')).toMatchObject({ value: '1000ms', type: 'duration' });
  });

  it('carries only the groups the design-tokens page shows, while CSS and TS keep every token', async () => {
    const { tokens } = await docs('dark');
    expect([...new Set(tokens.map((/** @type {any} */ t) => t.category))].sort()).toEqual(['color', 'font', 'motion', 'spacing']);
    expect(await read('css/tokens.css')).toContain('--z-index-sticky: 100;');
    expect((await importTs('ts/tokens.ts')).tokens.size.drawer.md).toBe('480px');
  });

  it('gives every row a description, palette steps taking their group’s', async () => {
    const { tokens } = await docs('light');
    expect(tokens.filter((/** @type {any} */ t) => !t.description).map((/** @type {any} */ t) => t.name)).toEqual([]);
    expect(tokens.find((/** @type {any} */ t) => t.name === 'color.gray.500').description).toMatch(/Neutral ramp/);
  });

  it('holds the contrast ratio of every declared pair, all body pairs at 4.5:1 or more', async () => {
    const config = JSON.parse(await readFile(path.join(root, 'style-dictionary.config.json'), 'utf8'));
    for (const theme of ['dark', 'light']) {
      const { contrast } = await docs(theme);
      expect(contrast).toHaveLength(config.contrast.pairs.length);
      for (const pair of contrast) {
        expect(pair.theme).toBe(theme);
        expect(pair.ratio).toBeGreaterThanOrEqual(1);
        if (pair.role === 'body') expect(pair.ratio, `${theme} ${pair.text} on ${pair.background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    const dark = await docs('dark');
    const textOnBg = dark.contrast.find((/** @type {any} */ p) => p.text === 'color.text' && p.background === 'color.bg');
    expect(textOnBg.ratio).toBe(19.28); // #f8fafc on #020617
  });
});

describe('file filters', () => {
  const isThemeToken = (/** @type {any} */ t) => t.themed;
  const base = { path: ['size', 'header'], themed: false };
  const themed = { path: ['color', 'bg'], themed: true };
  const color = { path: ['color', 'brand', 'primary'], themed: false };

  it('leaves a file with no scope or categories unfiltered', () => {
    expect(fileFilter({ scope: 'all' }, isThemeToken)).toBeUndefined();
  });

  it('keeps the scope and the categories, and both when both are set', () => {
    expect([base, themed, color].filter(/** @type {any} */ (fileFilter({ scope: 'base' }, isThemeToken)))).toEqual([base, color]);
    expect([base, themed, color].filter(/** @type {any} */ (fileFilter({ categories: ['color'] }, isThemeToken)))).toEqual([themed, color]);
    expect([base, themed, color].filter(/** @type {any} */ (fileFilter({ scope: 'theme', categories: ['color'] }, isThemeToken)))).toEqual([themed]);
  });
});
