// Ranking of the site search: the command palette's fuzzy scores (SPEC section 5) over texts lower-cased
// once when the index loads, so a keystroke costs one pass over the index and no string allocations.
import { fuzzyScoreLower } from '@motion-kit/react';

export interface SearchTexts {
  /** The title, lower-cased. */
  title: string;
  /** Title, description and keywords, lower-cased: what the query is scored against. */
  fields: readonly string[];
  /** `characterMask` of each field, and of all of them together. */
  masks: readonly number[];
  mask: number;
}

/**
 * One bit per character class (the code unit modulo 32). A text that lacks a bit of the query's mask
 * lacks one of its characters, so it can match the query neither as a substring nor in order: one AND
 * rules out most of the index for a query, before any text is read.
 */
export function characterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

export function searchTexts(title: string, description: string, keywords: readonly string[]): SearchTexts {
  const lower = title.toLowerCase();
  const fields = [lower, description.toLowerCase(), ...keywords.map((keyword) => keyword.toLowerCase())];
  const masks = fields.map(characterMask);
  return { title: lower, fields, masks, mask: masks.reduce((all, mask) => all | mask, 0) };
}

/**
 * Items matching `query`, best first, at most `max`: by score (the best field's), then among equal scores
 * a match in the title before one elsewhere, then the title the query covers most ("spring" is more of
 * `motion.easing.spring` than of "Gestures with spring easing"), then the index's own order.
 * An empty query lists the items as given.
 */
export function rankSearch<T>(items: readonly T[], query: string, max: number, texts: (item: T) => SearchTexts): Array<{ command: T; score: number }> {
  const needle = query.trim().toLowerCase();
  if (!needle) return items.slice(0, Math.max(0, max)).map((command) => ({ command, score: 1 }));
  const needleMask = characterMask(needle);
  const ranked: Array<{ command: T; score: number; inTitle: number; coverage: number; index: number }> = [];
  items.forEach((command, index) => {
    const { title, fields, masks, mask } = texts(command);
    if ((mask & needleMask) !== needleMask) return;
    let score = 0;
    for (let i = 0; i < fields.length; i += 1) {
      if ((masks[i]! & needleMask) !== needleMask) continue;
      const fieldScore = fuzzyScoreLower(needle, fields[i]!);
      if (fieldScore > score) score = fieldScore;
    }
    if (score === 0) return;
    const inTitle = title.includes(needle) ? 1 : 0;
    ranked.push({ command, score, inTitle, coverage: inTitle ? needle.length / title.length : 0, index });
  });
  ranked.sort((a, b) => b.score - a.score || b.inTitle - a.inTitle || b.coverage - a.coverage || a.index - b.index);
  return ranked.slice(0, Math.max(0, max)).map(({ command, score }) => ({ command, score }));
}
