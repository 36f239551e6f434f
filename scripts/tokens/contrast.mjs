// WCAG 2 contrast ratios of the text/background pairs the config declares, per theme.
// @ts-check
import { contrastRatio as sharedContrastRatio, parseHex, relativeLuminance as luminanceOfRgb } from '../../src/lib/contrast.js';

/**
 * Contrast of text on a background (translucent text composited over it first), from the one WCAG
 * implementation the site's design-tokens page uses too. Throws on a color that is not hex.
 * @param {string} text @param {string} background
 * @returns {number}
 */
export function contrastRatio(text, background) {
  const ratio = sharedContrastRatio(text, background);
  if (ratio === undefined) throw new Error(`contrast needs hex colors, got ${JSON.stringify(text)} on ${JSON.stringify(background)}`);
  return ratio;
}

/** @param {string} hex */
export function relativeLuminance(hex) {
  const color = parseHex(hex);
  if (!color) throw new Error(`not a hex color: ${JSON.stringify(hex)}`);
  return luminanceOfRgb(color.rgb);
}

/**
 * @typedef {{ text: string, background: string, role: string }} ContrastPair
 * @typedef {{ minimum: number, pairs: ContrastPair[] }} ContrastConfig
 * @typedef {{ path: string[], $value?: unknown, filePath?: string }} ResolvedToken
 */

/**
 * WCAG 1.4.3 asks body text for the configured minimum (4.5:1); 1.4.11 asks 3:1 of UI parts such
 * as focus rings; decorative lines have no requirement. Only body pairs fail the build.
 * @param {string} role @param {ContrastConfig} contrast
 */
function requiredRatio(role, contrast) {
  return role === 'body' ? contrast.minimum : role === 'ui' ? 3 : null;
}

/**
 * Ratios for the docs, and an error for each body-text pair under the minimum.
 * @param {ResolvedToken[]} tokens resolved tokens of one theme
 * @param {ContrastConfig | undefined} contrast
 * @param {string} theme
 */
export function checkContrast(tokens, contrast, theme) {
  /** @type {(ContrastPair & { theme: string, ratio: number, required: number | null, passes: boolean })[]} */
  const results = [];
  /** @type {{ file?: string, path: string, message: string }[]} errors without `file` belong to the config */
  const errors = [];
  if (!contrast) return { results, errors };
  // Only the few tokens the pairs name, found by their last name first: joining every path of a
  // large token set was most of this check.
  const names = new Set(contrast.pairs.flatMap((pair) => [pair.text, pair.background]));
  const lastNames = new Set([...names].map((name) => name.slice(name.lastIndexOf('.') + 1)));
  /** @type {Map<string, ResolvedToken>} */
  const byName = new Map();
  for (const token of tokens) {
    if (!lastNames.has(String(token.path[token.path.length - 1]))) continue;
    const name = token.path.join('.');
    if (names.has(name)) byName.set(name, token);
  }
  for (const pair of contrast.pairs) {
    const missing = [pair.text, pair.background].find((name) => !byName.has(name));
    if (missing) {
      errors.push({ path: missing, message: `contrast pair names a token that does not exist in the ${theme} theme` });
      continue;
    }
    const text = /** @type {ResolvedToken} */ (byName.get(pair.text));
    const background = /** @type {ResolvedToken} */ (byName.get(pair.background));
    const notHex = [text, background].find((t) => !parseHex(String(t.$value)));
    if (notHex) {
      errors.push({ file: notHex.filePath, path: notHex.path.join('.'), message: `contrast needs hex colors, but in the ${theme} theme it is ${JSON.stringify(notHex.$value)}` });
      continue;
    }
    const exact = contrastRatio(String(text.$value), String(background.$value));
    // Rounded down for display, so 4.496 never shows as a passing "4.5".
    const ratio = Math.floor(exact * 100) / 100;
    const required = requiredRatio(pair.role, contrast);
    const passes = required === null || exact >= required;
    results.push({ ...pair, theme, ratio, required, passes });
    if (pair.role === 'body' && !passes) {
      errors.push({
        file: text.filePath,
        path: pair.text,
        message: `contrast ${ratio}:1 on ${pair.background} in the ${theme} theme is under ${contrast.minimum}:1 for body text`,
      });
    }
  }
  return { results, errors };
}
