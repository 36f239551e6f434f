// The styled-components theme: every value is a var(--token) reference, so switching data-theme
// restyles the page without re-rendering React.
import { breakpointTokens, cssVars as baseVars } from '@motion-kit/tokens';
import { cssVars as semanticVars } from '@motion-kit/tokens/dark';

/** The styled-components theme: every token as a var(--token) reference, so switching themes restyles without a render. */
export const theme = {
  color: { ...baseVars.color, ...semanticVars.color },
  spacing: baseVars.spacing,
  font: baseVars.font,
  radius: baseVars.radius,
  shadow: baseVars.shadow,
  zIndex: baseVars['z-index'],
  motion: baseVars.motion,
  size: baseVars.size,
  /** Media queries cannot read custom properties, so breakpoints carry their literal token values. */
  breakpoint: breakpointTokens,
} as const;

/** The theme's type; the kit declares styled-components' DefaultTheme as it. */
export type AppTheme = typeof theme;

// Apps give styled-components' ThemeProvider this theme (Getting Started), so `({ theme }) => theme.color…`
// in any styled component, the kit's or the app's, is typed by it. Here, not in a .d.ts file, so the
// package's declarations carry it to apps.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

/** The colours each theme assigns (build/ts/theme-dark.ts): what a custom theme redefines. */
export const themedColor = semanticVars.color;

/**
 * The custom property a theme value refers to: `customProperty(theme.radius.md)` is `'--radius-md'`.
 * Pages that show property names read them here rather than through the generated `cssVarNames`, which
 * would otherwise ride along in every page's first load with the theme's module.
 */
export function customProperty(reference: string): string {
  const match = /^var\((--[\w-]+)\)$/.exec(reference);
  if (!match) throw new Error(`Not a custom property reference: "${reference}"`);
  return match[1]!;
}

const px = (value: string) => parseFloat(value);

/** Media query conditions for `matchMedia`, from the breakpoint tokens (the ones `media` wraps). */
export const queries = {
  mobile: `(max-width: ${px(breakpointTokens.tablet) - 0.02}px)`,
} as const;

/** Media queries from the breakpoint tokens: under 768 mobile, 768 to 1023 tablet, 1024 and over desktop. */
export const media = {
  mobile: `@media ${queries.mobile}`,
  tablet: `@media (min-width: ${breakpointTokens.tablet})`,
  tabletOnly: `@media (min-width: ${breakpointTokens.tablet}) and (max-width: ${px(breakpointTokens.desktop) - 0.02}px)`,
  desktop: `@media (min-width: ${breakpointTokens.desktop})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A pointer that hovers (a mouse). On touch screens `:hover` sticks to the last tapped element. */
  hover: '@media (hover: hover)',
} as const;

/** Field text on phones: iOS Safari zooms the page into a focused field whose text is under 16 px. */
export const phoneFieldText = `${media.mobile} { font-size: ${theme.font.size.base}; }`;

export const breakpoints = {
  tablet: px(breakpointTokens.tablet),
  desktop: px(breakpointTokens.desktop),
} as const;
