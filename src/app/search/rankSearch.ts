// Ranking of the site search: the command palette's fuzzy scores (SPEC section 5) and the query's words in
// order, over texts lower-cased once when the index loads, so a keystroke costs one pass over the index and
// no string allocations. docs/search.md says how results are ordered.
import { fuzzyScoreLower, SUBSTRING_SCORE } from '@motion-kit/react';

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
 * Where `words` occur in `text` one after another (each after the end of the one before), as the total
 * length they cover; 0 when one of them is missing or out of order. `easing spring` covers 13 characters
 * of `motion.easing.spring` and none of `spring easing`.
 */
export function wordsInOrder(words: readonly string[], text: string): number {
  let from = 0;
  let covered = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) return 0;
    from = at + word.length;
    covered += word.length;
  }
  return covered;
}

/** How closely a result's name (its title) matches the query: ranked before any score. */
export const NameMatch = {
  /** The query is somewhere else, or only loosely (its characters in order). */
  loose: 0,
  /** The title holds every word of the query, in order (a one-word query: the title contains it). */
  wordsInOrder: 1,
  /** The title is the query: a token's path, a page's title. */
  exact: 2,
} as const;

/**
 * Items matching `query`, best first, at most `max`. A field matches when the palette's fuzzy score
 * (SPEC section 5) gives it one, or when it holds every word of the query in order, which scores as a
 * substring (0.9): `easing spring` finds `motion.easing.spring`, which has no space. Order: how the title
 * matches (`NameMatch`: the exact title, then a title with every word in order, then the rest), then the
 * score (the best field's), then the title the query covers most (`spring` is more of
 * `motion.easing.spring` than of "Gestures with spring easing"), then the index's own order.
 * An empty query lists the items as given.
 */
export function rankSearch<T>(items: readonly T[], query: string, max: number, texts: (item: T) => SearchTexts): Array<{ command: T; score: number }> {
  const needle = query.trim().toLowerCase();
  if (!needle) return items.slice(0, Math.max(0, max)).map((command) => ({ command, score: 1 }));
  const words = needle.split(/\s+/);
  // Every character but the spaces: what both kinds of match need (the words' match skips the spaces).
  const needleMask = characterMask(words.join(''));
  const ranked: Array<{ command: T; score: number; name: number; coverage: number; index: number }> = [];
  items.forEach((command, index) => {
    const { title, fields, masks, mask } = texts(command);
    if ((mask & needleMask) !== needleMask) return;
    let score = 0;
    for (let i = 0; i < fields.length; i += 1) {
      if ((masks[i]! & needleMask) !== needleMask) continue;
      const fieldScore = Math.max(fuzzyScoreLower(needle, fields[i]!), words.length > 1 && wordsInOrder(words, fields[i]!) ? SUBSTRING_SCORE : 0);
      if (fieldScore > score) score = fieldScore;
    }
    if (score === 0) return;
    const covered = title.includes(needle) ? needle.length : wordsInOrder(words, title);
    const name = title === needle ? NameMatch.exact : covered ? NameMatch.wordsInOrder : NameMatch.loose;
    ranked.push({ command, score, name, coverage: covered / title.length, index });
  });
  ranked.sort((a, b) => b.name - a.name || b.score - a.score || b.coverage - a.coverage || a.index - b.index);
  return ranked.slice(0, Math.max(0, max)).map(({ command, score }) => ({ command, score }));
}
