import { describe, expect, it } from 'vitest';
import { fuzzyScore } from '@motion-kit/react';
import { characterMask, rankSearch, searchTexts, wordsInOrder } from './rankSearch';
import { siteSearchIndex } from './siteContent';

interface Item {
  id: string;
  title: string;
  description?: string;
  keywords?: string[];
}
const texts = (item: Item) => searchTexts(item.title, item.description ?? '', item.keywords ?? []);
const ids = (items: Item[], query: string, max = 10) => rankSearch(items, query, max, texts).map(({ command }) => command.id);

describe('rankSearch', () => {
  it('scores as the palette does: substring 0.9, ordered characters by ratio, nothing below 0.1', () => {
    const items = [{ id: 'a', title: 'Go to Home' }, { id: 'b', title: 'xyz' }];
    expect(rankSearch(items, 'home', 10, texts)[0]).toEqual({ command: items[0], score: 0.9 });
    expect(rankSearch(items, 'gth', 10, texts)[0]!.score).toBeCloseTo(3 / 10);
    expect(ids(items, 'qq')).toEqual([]);
  });

  it('lists everything in the given order for an empty query, up to max', () => {
    const items = [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }];
    expect(ids(items, '  ', 2)).toEqual(['a', 'b']);
  });

  it('ranks a title match above the same score in a description or keyword', () => {
    const items = [
      { id: 'described', title: 'Gestures', description: 'with a spring' },
      { id: 'titled', title: 'spring easing' },
    ];
    expect(ids(items, 'spring')).toEqual(['titled', 'described']);
  });

  it('ranks the title the query covers most first among title matches, then keeps the given order', () => {
    const items = [
      { id: 'heading', title: 'Gestures with spring easing' },
      { id: 'token', title: 'motion.easing.spring' },
      { id: 'brand', title: 'color.brand.secondary', keywords: ['#f43f5e'] },
      { id: 'ramp', title: 'color.secondary.500', keywords: ['#f43f5e'] },
    ];
    expect(ids(items, 'spring')).toEqual(['token', 'heading']);
    expect(ids(items, '#F43F5E')).toEqual(['brand', 'ramp']);
  });

  it('ranks a title holding every word of the query in order first, then the other matches by score', () => {
    const items = [
      { id: 'loose', title: 'motion.duration.slowest', description: 'eas ing spr ing' },
      { id: 'described', title: 'Gestures', description: 'easing spring' },
      { id: 'reversed', title: 'spring.easing' },
      { id: 'token', title: 'motion.easing.spring' },
    ];
    expect(ids(items, 'easing spring')).toEqual(['token', 'described', 'loose']);
  });

  it('ranks the exact title first, above titles that only contain the query', () => {
    const items = [
      { id: 'longer', title: 'Toasts and alerts' },
      { id: 'duration', title: 'motion.spring.bouncy-duration' },
      { id: 'exact', title: 'Toast' },
      { id: 'bouncy', title: 'motion.spring.bouncy' },
    ];
    expect(ids(items, 'toast')).toEqual(['exact', 'longer']);
    expect(ids(items, 'motion.spring.bouncy')).toEqual(['bouncy', 'duration']);
  });

  it('matches every word of the query in order in any field, as a substring would', () => {
    const items = [{ id: 'a', title: 'Theming', description: 'Dark and light modes' }];
    expect(rankSearch(items, 'dark modes', 10, texts)[0]!.score).toBe(0.9);
    expect(ids(items, 'modes dark')).toEqual([]);
  });

  it('puts the obvious result first in the real index', async () => {
    const { entries } = await siteSearchIndex();
    const entryTexts = (entry: (typeof entries)[number]) => searchTexts(entry.title, entry.description, entry.keywords);
    const top = (query: string) => rankSearch(entries, query, 10, entryTexts)[0]?.command.id;
    const cases: Record<string, string> = {
      'easing spring': 'token:motion.easing.spring',
      bouncy: 'token:motion.spring.bouncy',
      'getting started': 'docs:getting-started',
      toast: 'example:/examples/toast',
      spring: 'token:motion.easing.spring',
      'spring bouncy': 'token:motion.spring.bouncy',
      'duration fast': 'token:motion.duration.fast',
      'motion.duration.fast': 'token:motion.duration.fast',
      'easing out': 'token:motion.easing.out',
      'brand primary': 'token:color.brand.primary',
      'design tokens': 'page:/docs/design-tokens',
      'date picker': 'component:date-picker',
      'command palette': 'example:/examples/command-palette',
      changelog: 'page:/docs/changelog',
      theming: 'docs:theming',
      'font size base': 'token:font.size.base',
      'line height tight': 'token:font.line-height.tight',
      'spacing 4': 'token:spacing.4',
      '#f43f5e': 'token:color.brand.secondary',
      '#6366f1': 'token:color.brand.primary',
      '--motion-duration-fast': 'token:motion.duration.fast',
      '300ms': 'token:motion.duration.normal',
    };
    expect(Object.fromEntries(Object.keys(cases).map((query) => [query, top(query)]))).toEqual(cases);
  });

  it('rules out by character mask only texts that cannot match: the same scores as scoring every field', async () => {
    // Unmasked: SPEC section 5's score, or a substring's when the field holds the query's words in order.
    const fieldScore = (query: string, field: string) => {
      const words = query.trim().toLowerCase().split(/\s+/);
      const inOrder = words.length > 1 && new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')).test(field.toLowerCase());
      return Math.max(fuzzyScore(query, field), inOrder ? 0.9 : 0);
    };
    const { entries } = await siteSearchIndex();
    const entryTexts = (entry: (typeof entries)[number]) => searchTexts(entry.title, entry.description, entry.keywords);
    const queries = ['m', 'mo', 'motion.easing.spring', 'spr', 'sprng', '#f43', '300ms', '--color', 'gtst', 'dtpkr', 'x', 'zq', 'Getting S', '0.34, 1.56', 'easing spring', 'dark light', 'spacing 4', 'a b c'];
    for (const query of queries) {
      const expected = entries
        .map((entry, index) => ({ entry, index, score: Math.max(0, ...[entry.title, entry.description, ...entry.keywords].map((field) => fieldScore(query, field))) }))
        .filter(({ score }) => score > 0);
      const ranked = rankSearch(entries, query, entries.length, entryTexts);
      expect(new Map(ranked.map(({ command, score }) => [command.id, score])), query).toEqual(new Map(expected.map(({ entry, score }) => [entry.id, score])));
    }
  });

  it('finds words one after another, each after the end of the one before', () => {
    expect(wordsInOrder(['easing', 'spring'], 'motion.easing.spring')).toBe(12);
    expect(wordsInOrder(['spring', 'easing'], 'motion.easing.spring')).toBe(0);
    expect(wordsInOrder(['ab', 'ab'], 'xab')).toBe(0);
    expect(wordsInOrder(['ab', 'ab'], 'abab')).toBe(4);
  });

  it('gives a text the bits of all its characters', () => {
    expect(characterMask('spring') & characterMask('ring')).toBe(characterMask('ring'));
    expect(characterMask('spring') & characterMask('x')).toBe(0);
  });
});
