// Opt-in page styles from the tokens, so an app around the kit looks like the kit: render <BaseStyles />
// once inside MotionKitProvider.
import { createGlobalStyle } from 'styled-components';
import { media, theme } from './theme';

/** The page's font stack, background and text colour from the tokens, the theme's colour scheme and the reduced-motion rule. */
export const BaseStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; }
  html[data-theme='light'] { color-scheme: light; }
  body {
    margin: 0;
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.family.sans};
    font-size: ${theme.font.size.base};
    line-height: ${theme.font['line-height'].normal};
    -webkit-font-smoothing: antialiased;
    transition: background-color ${theme.motion.duration.normal} ${theme.motion.easing.standard},
      color ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  code, pre, kbd { font-family: ${theme.font.family.mono}; }
  /* While a theme change is drawn (the theme store): the new colours at once, with no transition. */
  :root[data-theme-switching] *, :root[data-theme-switching] *::before, :root[data-theme-switching] *::after {
    transition: none !important;
  }
  /* A MotionScope whose reduced switch is on: CSS motion off for its elements only. */
  [data-motion-reduced], [data-motion-reduced] *, [data-motion-reduced] *::before, [data-motion-reduced] *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
