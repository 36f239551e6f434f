// Contrast of every pair the build declares, in every theme, for a draft: the build's own guard
// (scripts/tokens/contrast.mjs, checkContrast) run on the draft's resolved tokens, so the page passes
// and fails exactly the pairs `npm run tokens` would. For a failing body pair it adds the nearest
// colour that passes, found by moving the text's (or the background's) OKLCH lightness.
import { checkContrast } from '../../../scripts/tokens/contrast.mjs';
import { contrastRatio } from '../../lib/contrast.js';
import type { ContrastConfig, ContrastPair } from './draft';
import type { ResolvedToken } from './resolve';
import { oklchOf, withLightness } from './ramp';

export interface PairResult extends ContrastPair {
  theme: string;
  ratio: number;
  required: number | null;
  passes: boolean;
  textColor: string;
  backgroundColor: string;
  /** Failing body pairs: the nearest passing text colour and background colour. */
  nearest?: { text?: string; background?: string };
}

export interface ContrastReport {
  results: PairResult[];
  /** The build's own messages for this draft (the ones that would fail `npm run tokens`). */
  errors: Array<{ file?: string; path: string; message: string }>;
}

export function contrastReport(themes: Record<string, ResolvedToken[]>, contrast: ContrastConfig): ContrastReport {
  const results: PairResult[] = [];
  const errors: ContrastReport['errors'] = [];
  for (const [theme, tokens] of Object.entries(themes)) {
    const checked = checkContrast(tokens, contrast, theme);
    errors.push(...checked.errors);
    const value = (id: string) => String(tokens.find((t) => t.id === id)?.$value ?? '');
    for (const r of checked.results) {
      const textColor = value(r.text);
      const backgroundColor = value(r.background);
      const result: PairResult = { ...r, textColor, backgroundColor };
      if (r.role === 'body' && !r.passes) {
        result.nearest = {
          text: nearestPassing(textColor, (c) => contrastRatio(c, backgroundColor) ?? 0, contrast.minimum),
          background: nearestPassing(backgroundColor, (c) => contrastRatio(textColor, c) ?? 0, contrast.minimum),
        };
      }
      results.push(result);
    }
  }
  return { results, errors };
}

/**
 * The colour closest in OKLCH lightness to `color` (same hue, chroma fitted to sRGB) whose ratio reaches
 * `minimum`; undefined when neither direction gets there. Each direction is searched by bisection,
 * since contrast with a fixed partner only grows as lightness moves away from it.
 */
export function nearestPassing(color: string, ratioOf: (candidate: string) => number, minimum: number): string | undefined {
  const start = oklchOf(color)?.l;
  if (start === undefined) return undefined;
  const candidates: Array<{ l: number; hex: string }> = [];
  for (const end of [0, 1]) {
    if (ratioOf(withLightness(color, end)) < minimum) continue;
    let near = start;
    let far = end;
    for (let i = 0; i < 24; i++) {
      const mid = (near + far) / 2;
      if (ratioOf(withLightness(color, mid)) >= minimum) far = mid;
      else near = mid;
    }
    candidates.push({ l: far, hex: withLightness(color, far) });
  }
  // The hex is rounded to 8 bits per channel, which can land just under the minimum: step on if so.
  const passing = candidates.filter((c) => ratioOf(c.hex) >= minimum);
  passing.sort((a, b) => Math.abs(a.l - start) - Math.abs(b.l - start));
  return passing[0]?.hex;
}
