import { describe, expect, it } from 'vitest';
import { customProperty, theme, themedColor } from './theme';

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
