// Which sources read which token: what src/theme exports is learnt from its code, then components are
// searched for those names, the generated constants and CSS variable names.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findTokenReaders, generatedRoot, normaliseAccess, readThemeModule, readerName } from './token-usage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const paths = (/** @type {import('./token-usage.mjs').Names} */ names) =>
  Object.fromEntries([...names].map(([name, list]) => [name, list.map((p) => p.join('.'))]));

const themeSource = `
import { breakpointTokens, cssVars as baseVars } from '../../build/ts/tokens';
import { cssVars as semanticVars } from '../../build/ts/theme-dark';
export const theme = {
  color: { ...baseVars.color, ...semanticVars.color },
  zIndex: baseVars['z-index'],
  /** Literal values: media queries cannot read custom properties. */
  breakpoint: breakpointTokens,
} as const;
export const media = {
  tablet: \`@media (min-width: \${breakpointTokens.tablet})\`,
  tabletOnly: \`@media (min-width: \${breakpointTokens.tablet}) and (max-width: \${breakpointTokens.desktop})\`,
  hover: '@media (hover: hover)',
} as const;
export const fieldText = \`\${media.tablet} { font-size: \${theme.font.size.base}; }\`;
`;
const motionSource = `
import { motionTokens } from '../../build/ts/tokens';
type DurationName = keyof typeof motionTokens.duration;
export function seconds(name: DurationName): number {
  return motionTokens.duration[name] / 1000;
}
export function easing(name: keyof typeof motionTokens.easing): [number, number, number, number] {
  return [...motionTokens.easing[name]] as [number, number, number, number];
}
export const listStaggerSeconds = motionTokens.stagger.list / 1000;
`;
const themeModules = [
  readThemeModule({ file: 'src/theme/theme.ts', text: themeSource }),
  readThemeModule({ file: 'src/theme/motion.ts', text: motionSource }),
];
const tokens = [
  'color.accent',
  'color.text-muted',
  'color.primary.500',
  'color.brand.primary',
  'z-index.modal',
  'breakpoint.tablet',
  'breakpoint.desktop',
  'font.size.base',
  'motion.duration.fast',
  'motion.duration.slow',
  'motion.easing.spring',
  'motion.stagger.list',
  'size.drawer.sm',
  'size.drawer.lg',
].map((name) => ({ name, cssVar: `--${name.replaceAll('.', '-')}` }));

/** @param {Record<string, string>} files */
const readers = (files) =>
  Object.fromEntries(findTokenReaders({ files: Object.entries(files).map(([file, text]) => ({ file, text })), themeModules, tokens }));

describe('readThemeModule', () => {
  it('learns what each exported name of src/theme stands for', () => {
    const [theme, motion] = themeModules;
    expect(paths(/** @type {any} */ (theme).names)).toEqual({
      'theme.color': ['color'],
      'theme.zIndex': ['z-index'],
      'theme.breakpoint': ['breakpoint'],
      'media.tablet': ['breakpoint.tablet'],
      'media.tabletOnly': ['breakpoint.tablet', 'breakpoint.desktop'],
      fieldText: ['breakpoint.tablet'],
    });
    expect(paths(/** @type {any} */ (motion).names)).toEqual({ listStaggerSeconds: ['motion.stagger.list'] });
    expect(paths(/** @type {any} */ (motion).calls)).toEqual({ seconds: ['motion.duration'], easing: ['motion.easing'] });
  });

  it("reads the kit's own theme module: every token group the theme object carries maps to its group", async () => {
    const text = await readFile(path.join(root, 'packages/react/src/theme/theme.ts'), 'utf8');
    const names = paths(readThemeModule({ file: 'packages/react/src/theme/theme.ts', text }).names);
    for (const [key, group] of Object.entries({ color: 'color', spacing: 'spacing', font: 'font', radius: 'radius', shadow: 'shadow', zIndex: 'z-index', motion: 'motion', size: 'size' })) {
      expect(names[`theme.${key}`], `theme.${key}`).toEqual([group]);
    }
  });
});

describe('findTokenReaders', () => {
  it('finds theme chains however they are written, and destructured theme groups', () => {
    expect(
      readers({
        'src/components/Button/Button.styles.ts': `import { theme } from '../../theme/theme';
          export const a = css\`color: \${theme.color.accent}; border-color: \${theme.color['text-muted']}; z-index: \${theme.zIndex.modal};\`;`,
        'src/components/Card/Card.styles.ts': `import { theme } from '../../theme/theme';
          const { color } = theme;
          export const b = color.primary['500'];`,
      }),
    ).toEqual({
      'color.accent': ['Button'],
      'color.text-muted': ['Button'],
      'z-index.modal': ['Button'],
      'color.primary.500': ['Card'],
    });
  });

  it('finds helpers called with a token name, constants built from tokens and CSS variable names', () => {
    expect(
      readers({
        'src/components/Toast/Toast.tsx': `import { easing, seconds, listStaggerSeconds } from '../../theme/motion';
          import { media } from '../../theme/theme';
          const t = { duration: seconds('fast'), ease: easing("spring"), delay: listStaggerSeconds };
          const q = \`\${media.tabletOnly} { color: var(--color-brand-primary); }\`;`,
      }),
    ).toEqual({
      'motion.duration.fast': ['Toast'],
      'motion.easing.spring': ['Toast'],
      'motion.stagger.list': ['Toast'],
      'breakpoint.tablet': ['Toast'],
      'breakpoint.desktop': ['Toast'],
      'color.brand.primary': ['Toast'],
    });
  });

  it('counts a group read by a dynamic key as every token in it, but not a whole top-level group', () => {
    expect(
      readers({
        'src/components/Drawer/Drawer.styles.ts': `import { theme } from '../../theme/theme';
          import { sizeTokens } from '../../../build/ts/tokens';
          export const w = (size) => sizeTokens.drawer[size];
          export const all = Object.keys(theme.color);`,
      }),
    ).toEqual({ 'size.drawer.lg': ['Drawer'], 'size.drawer.sm': ['Drawer'] });
  });

  it('does not count a name the file does not import, or src/theme defining its own names', () => {
    expect(
      readers({
        'src/components/Chart/Chart.ts': `const seconds = (n) => n; export const x = seconds('fast'); const theme = {}; export const y = theme.color;`,
        'src/theme/motion.ts': motionSource,
        'src/theme/theme.ts': themeSource,
      }),
    ).toEqual({});
  });
});

describe('helpers', () => {
  it('maps generated exports to token paths', () => {
    expect(generatedRoot('cssVars')).toEqual([]);
    expect(generatedRoot('motionTokens')).toEqual(['motion']);
    expect(generatedRoot('zIndexTokens')).toEqual(['z-index']);
    expect(generatedRoot('theme')).toBeUndefined();
  });

  it('normalises bracket access and spreads', () => {
    expect(normaliseAccess("a['text-muted'][2]")).toBe('a.text-muted.2');
    expect(normaliseAccess('{ ...a.b }')).toBe('{    a.b }');
  });

  it('names a component by its folder and anything else by its path under src', () => {
    expect(readerName('src/components/Modal/ModalDialog.tsx')).toBe('Modal');
    expect(readerName('src/theme/GlobalStyle.ts')).toBe('theme/GlobalStyle.ts');
  });
});
