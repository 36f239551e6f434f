// The styled-components theme: every value is a var(--token) reference, so switching data-theme
// restyles the page without re-rendering React.
import { breakpointTokens, cssVars as baseVars } from '../../build/ts/tokens';
import { cssVars as semanticVars } from '../../build/ts/theme-dark';

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

export type AppTheme = typeof theme;

const px = (value: string) => parseFloat(value);

/** Media queries from the breakpoint tokens: under 768 mobile, 768 to 1023 tablet, 1024 and over desktop. */
export const media = {
  mobile: `@media (max-width: ${px(breakpointTokens.tablet) - 0.02}px)`,
  tablet: `@media (min-width: ${breakpointTokens.tablet})`,
  tabletOnly: `@media (min-width: ${breakpointTokens.tablet}) and (max-width: ${px(breakpointTokens.desktop) - 0.02}px)`,
  desktop: `@media (min-width: ${breakpointTokens.desktop})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const breakpoints = {
  tablet: px(breakpointTokens.tablet),
  desktop: px(breakpointTokens.desktop),
} as const;
