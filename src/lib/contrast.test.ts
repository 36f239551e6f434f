import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, parseHex } from './contrast';

describe('contrast', () => {
  it('parses short, long and alpha hex colors', () => {
    expect(parseHex('#fff')).toEqual({ rgb: [255, 255, 255], alpha: 1 });
    expect(parseHex('#6366f1')).toEqual({ rgb: [99, 102, 241], alpha: 1 });
    expect(parseHex('#00000080')?.alpha).toBeCloseTo(0.5, 2);
    expect(parseHex('rgb(0,0,0)')).toBeUndefined();
  });

  it('gives 21:1 for black on white and 1:1 for a color on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6366f1', '#6366f1')).toBeCloseTo(1, 5);
  });

  it('is symmetric and matches known WCAG values', () => {
    expect(contrastRatio('#ffffff', '#6366f1')).toBeCloseTo(4.47, 2);
    expect(contrastRatio('#6366f1', '#ffffff')).toBeCloseTo(4.47, 2);
    expect(contrastRatio('#f8fafc', '#020617')).toBeCloseTo(19.28, 1);
  });

  it('composites a translucent color over the background first', () => {
    expect(contrastRatio('#ffffff00', '#000000')).toBeCloseTo(1, 5);
  });

  it('returns undefined for colors it cannot read', () => {
    expect(contrastRatio('var(--x)', '#000')).toBeUndefined();
  });

  it('names the WCAG level of a ratio', () => {
    expect(contrastLevel(7.1)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('AA Large');
    expect(contrastLevel(2.9)).toBe('Fail');
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
