import { describe, expect, it } from 'vitest';
import { breakpoints, customProperty, media, phoneFieldText, queries, theme, themedColor } from './theme';

describe('customProperty', () => {
  it('names the custom property a theme value refers to', () => {
    expect(customProperty(theme.radius.md)).toBe('--radius-md');
    expect(customProperty(theme.motion.duration.normal)).toBe('--motion-duration-normal');
    expect(customProperty(theme.color.primary['600'])).toBe('--color-primary-600');
  });

  it('refuses a value that is not a var() reference', () => {
    expect(() => customProperty('#6366f1')).toThrow('Not a custom property reference: "#6366f1"');
    expect(() => customProperty('var(--a) var(--b)')).toThrow();
  });
});

describe('themedColor', () => {
  it('holds the colours each theme assigns, as references', () => {
    expect(themedColor.bg).toBe('var(--color-bg)');
    expect(themedColor.status.success).toBe('var(--color-status-success)');
  });
});

describe('breakpoints (spec: 768 and 1024 px)', () => {
  it('come from the tokens, and mobile is everything under 768 px in one query for CSS and matchMedia', () => {
    expect(breakpoints).toEqual({ tablet: 768, desktop: 1024 });
    expect(queries.mobile).toBe('(max-width: 767.98px)');
    expect(media.mobile).toBe(`@media ${queries.mobile}`);
    expect(media.desktop).toBe('@media (min-width: 1024px)');
  });
});

describe('phoneFieldText', () => {
  it('sets field text to the 16 px base size under the mobile breakpoint', () => {
    expect(phoneFieldText).toBe(`${media.mobile} { font-size: var(--font-size-base); }`);
    expect(media.mobile).toBe('@media (max-width: 767.98px)');
  });
});
