// WCAG 2 contrast ratio between two sRGB colors given as hex (#rgb, #rrggbb, #rrggbbaa).

export type Rgb = [number, number, number];

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa into channels 0..255 and alpha 0..1; undefined when not a hex color. */
export function parseHex(hex: string): { rgb: Rgb; alpha: number } | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match) return undefined;
  let digits = match[1] ?? '';
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { rgb: [channel(0), channel(1), channel(2)], alpha: digits.length === 8 ? channel(3) / 255 : 1 };
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (1 to 21) of `foreground` on `background`. A translucent foreground is first
 * composited over the background. Undefined when either color is not hex.
 */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return undefined;
  const over = (c: number, i: 0 | 1 | 2) => c * fg.alpha + bg.rgb[i] * (1 - fg.alpha);
  const seen: Rgb = [over(fg.rgb[0], 0), over(fg.rgb[1], 1), over(fg.rgb[2], 2)];
  const a = relativeLuminance(seen);
  const b = relativeLuminance(bg.rgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export type ContrastLevel = 'AAA' | 'AA' | 'AA Large' | 'Fail';

/** WCAG level for text: 7 AAA, 4.5 AA, 3 AA for large text. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA Large';
  return 'Fail';
}

/** '4.52:1', truncated (not rounded) so a ratio just under a threshold never reads as passing. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
