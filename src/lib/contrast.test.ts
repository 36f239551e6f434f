import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, linearChannel, parseHex } from './contrast';
import { contrastRatio as buildContrastRatio } from '../../scripts/tokens/contrast.mjs';

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

  it("linearises a channel at or under sRGB's 0.04045 as c/12.92, not by the old 0.03928 rule", () => {
    const c = 0.04; // between the two thresholds
    expect(linearChannel(c * 255)).toBe(c / 12.92);
    expect(linearChannel(c * 255)).not.toBe(((c + 0.055) / 1.055) ** 2.4);
  });

  it('rates a borderline pair (a composited channel between the two thresholds) the same in the page and the token build', () => {
    // 8% black over #0b0b0b leaves grey channels of 0.03976: under 0.04045, over the old 0.03928.
    const seen = (11 / 255) * (1 - 20 / 255);
    const behind = ((11 / 255 + 0.055) / 1.055) ** 2.4; // 0.0431, over both thresholds
    const withSrgbThreshold = (behind + 0.05) / (seen / 12.92 + 0.05);
    const withOldThreshold = (behind + 0.05) / (((seen + 0.055) / 1.055) ** 2.4 + 0.05);
    expect(contrastRatio('#00000014', '#0b0b0b')).toBeCloseTo(withSrgbThreshold, 12);
    expect(contrastRatio('#00000014', '#0b0b0b')).not.toBeCloseTo(withOldThreshold, 12);
    expect(buildContrastRatio('#00000014', '#0b0b0b')).toBe(contrastRatio('#00000014', '#0b0b0b'));
  });
});
