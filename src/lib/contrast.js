// WCAG 2 contrast ratio between two sRGB colors given as hex (#rgb, #rgba, #rrggbb, #rrggbbaa): the one
// implementation, shared by the design-tokens page and the token build's contrast guard
// (scripts/tokens/contrast.mjs), so the page and the build never disagree on a pair. Plain JavaScript
// with JSDoc types because the token build runs in Node without a TypeScript loader.
// @ts-check

/** @typedef {[number, number, number]} Rgb channels 0..255 */
/** @typedef {'AAA' | 'AA' | 'AA Large' | 'Fail'} ContrastLevel */

/**
 * Parses #rgb, #rgba, #rrggbb or #rrggbbaa into channels 0..255 and alpha 0..1; undefined when not a hex color.
 * @param {string} hex
 * @returns {{ rgb: Rgb, alpha: number } | undefined}
 */
export function parseHex(hex) {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match) return undefined;
  let digits = match[1] ?? '';
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (/** @type {number} */ i) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { rgb: [channel(0), channel(1), channel(2)], alpha: digits.length === 8 ? channel(3) / 255 : 1 };
}

/**
 * One sRGB channel (0..255, fractional after compositing) as linear light. The threshold is the sRGB
 * standard's 0.04045 (IEC 61966-2-1), which the W3C's definition of relative luminance uses since its
 * May 2021 correction; the 0.03928 it had before came from a draft of sRGB. No 8-bit value lies between
 * the two, but a translucent color composited over its background can.
 * @param {number} channel
 */
export function linearChannel(channel) {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** @param {Rgb} rgb */
export function relativeLuminance([r, g, b]) {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/**
 * Contrast ratio (1 to 21) of `foreground` on `background`. A translucent foreground is first
 * composited over the background, which is what the reader sees. Undefined when either color is not hex.
 * @param {string} foreground
 * @param {string} background
 * @returns {number | undefined}
 */
export function contrastRatio(foreground, background) {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return undefined;
  const over = (/** @type {number} */ c, /** @type {0 | 1 | 2} */ i) => c * fg.alpha + bg.rgb[i] * (1 - fg.alpha);
  /** @type {Rgb} */
  const seen = [over(fg.rgb[0], 0), over(fg.rgb[1], 1), over(fg.rgb[2], 2)];
  const a = relativeLuminance(seen);
  const b = relativeLuminance(bg.rgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * WCAG level for text: 7 AAA, 4.5 AA, 3 AA for large text.
 * @param {number} ratio
 * @returns {ContrastLevel}
 */
export function contrastLevel(ratio) {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA Large';
  return 'Fail';
}

/**
 * '4.52:1', truncated (not rounded) so a ratio just under a threshold never reads as passing.
 * @param {number} ratio
 */
export function formatRatio(ratio) {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
