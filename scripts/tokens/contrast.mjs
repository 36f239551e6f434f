// WCAG 2 contrast ratios of the declared text/background pairs, per theme.
// @ts-check

/** @param {string} hex */
export function relativeLuminance(hex) {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** @param {string} a @param {string} b */
export function contrastRatio(a, b) {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * @param {any[]} tokens resolved tokens of one theme
 * @param {{ minimum: number, pairs: { text: string, background: string, role: string }[] }} contrast
 * @param {string} theme
 */
export function checkContrast(tokens, contrast, theme) {
  const byName = new Map(tokens.map((t) => [t.path.join('.'), t]));
  const results = [];
  /** @type {{ path: string, message: string }[]} */
  const errors = [];
  for (const pair of contrast?.pairs ?? []) {
    const text = byName.get(pair.text);
    const background = byName.get(pair.background);
    if (!text || !background) {
      errors.push({ path: !text ? pair.text : pair.background, message: `contrast pair names a token that does not exist in theme "${theme}"` });
      continue;
    }
    const ratio = Math.round(contrastRatio(text.$value, background.$value) * 100) / 100;
    results.push({ ...pair, theme, ratio });
    if (pair.role === 'body' && ratio < contrast.minimum) {
      errors.push({
        path: pair.text,
        message: `contrast ${ratio}:1 on ${pair.background} in the ${theme} theme is under ${contrast.minimum}:1 for body text`,
      });
    }
  }
  return { results, errors };
}
