import { describe, expect, it } from 'vitest';
import { overrideStylesheet } from './siteOverride';

const themes = [
  { name: 'light', selector: '[data-theme="light"]', isDefault: false },
  { name: 'dark', selector: ':root, [data-theme="dark"]', isDefault: true },
];

describe('overrideStylesheet', () => {
  it('writes the default theme first and doubles each selector, so it outranks the site\'s theme CSS and light wins on a light root', () => {
    const css = overrideStylesheet({ dark: { '--color-accent': '#2dd4bf' }, light: { '--color-accent': '#0f766e', '--radius-md': '10px' } }, themes);
    expect(css).toBe(
      ':root:root,[data-theme="dark"][data-theme="dark"]{--color-accent:#2dd4bf;}' +
        '[data-theme="light"][data-theme="light"]{--color-accent:#0f766e;--radius-md:10px;}',
    );
  });

  it('places the rules where asked (the dialogs portalled out of the app) and skips a theme with no change', () => {
    expect(overrideStylesheet({ dark: {}, light: { '--radius-md': '10px' } }, themes, (s) => `${s} body > :not(#root)`)).toBe(
      '[data-theme="light"] body > :not(#root){--radius-md:10px;}',
    );
  });
});
