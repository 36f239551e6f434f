// WCAG 2 contrast ratios of the text/background pairs the config declares, per theme.
// @ts-check

/** @param {string} hex #rgb, #rgba, #rrggbb or #rrggbbaa @returns {[number, number, number, number]} 0..1 channels */
export function parseHex(hex) {
  let h = hex.replace('#', '');
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const [r, g, b, a = 255] = [0, 2, 4, 6].map((i) => (i < h.length ? parseInt(h.slice(i, i + 2), 16) : undefined));
  return [/** @type {number} */ (r) / 255, /** @type {number} */ (g) / 255, /** @type {number} */ (b) / 255, a / 255];
}

/** @param {number} c one sRGB channel, 0..1 */
const linear = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** @param {[number, number, number, number] | [number, number, number]} rgb */
function luminance([r, g, b]) {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** @param {string} hex */
export function relativeLuminance(hex) {
  return luminance(parseHex(hex));
}

/**
 * Contrast of text on a background. Translucent text is first composited over the background,
 * which is what the reader sees.
 * @param {string} text @param {string} background
 */
export function contrastRatio(text, background) {
  const bg = parseHex(background);
  const [r, g, b, a] = parseHex(text);
  const over = (/** @type {number} */ c, /** @type {number} */ under) => c * a + under * (1 - a);
  const seen = luminance([over(r, bg[0]), over(g, bg[1]), over(b, bg[2])]);
  const behind = luminance(bg);
  return (Math.max(seen, behind) + 0.05) / (Math.min(seen, behind) + 0.05);
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
  const byName = new Map(tokens.map((t) => [t.path.join('.'), t]));
  /** @type {(ContrastPair & { theme: string, ratio: number, required: number | null, passes: boolean })[]} */
  const results = [];
  /** @type {{ file?: string, path: string, message: string }[]} errors without `file` belong to the config */
  const errors = [];
  if (!contrast) return { results, errors };
  for (const pair of contrast.pairs) {
    const missing = [pair.text, pair.background].find((name) => !byName.has(name));
    if (missing) {
      errors.push({ path: missing, message: `contrast pair names a token that does not exist in the ${theme} theme` });
      continue;
    }
    const text = /** @type {ResolvedToken} */ (byName.get(pair.text));
    const background = /** @type {ResolvedToken} */ (byName.get(pair.background));
    const notHex = [text, background].find((t) => !/^#[0-9a-f]{3,8}$/i.test(String(t.$value)));
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
