// The site's own page rules, after the kit's BaseStyles (Providers renders both).
import { createGlobalStyle } from 'styled-components';
import { media, theme } from '@motion-kit/react';

export const GlobalStyle = createGlobalStyle`
  /* Registered so the tab list's edge fade (Tabs.styles.ts) interpolates as it scrolls. */
  @property --tabs-fade-start { syntax: '<length>'; inherits: false; initial-value: 0px; }
  @property --tabs-fade-end { syntax: '<length>'; inherits: false; initial-value: 0px; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.size.header} + ${theme.spacing['4']});
  }
  /* The header's links take a second row at tablet widths (Navbar.styles.ts). */
  ${media.tabletOnly} { html:root { --size-header: ${theme.size['header-stacked']}; } }
  body { min-height: 100vh; }
  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    line-height: ${theme.font['line-height'].tight};
    font-weight: ${theme.font.weight.semibold};
  }
  p { margin: 0; }
  a { color: ${theme.color.accent}; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
  /* A control pressed before the page hydrated, drawn pressed until the press is replayed on it
     (src/app/boot/pageBoot.mjs); important over the control's own hover and active transforms. */
  [data-pending] {
    transform: scale(0.94) !important;
    opacity: 0.72;
    cursor: progress;
  }
  ::selection { background: ${theme.color.primary['500']}; color: ${theme.color.white}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* The whole page when the head script found the OS asking for reduced motion (BaseStyles has the media rule). */
  :root[data-reduced-motion] *, :root[data-reduced-motion] *::before, :root[data-reduced-motion] *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
`;
