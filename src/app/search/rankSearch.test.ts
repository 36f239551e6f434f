import { describe, expect, it } from 'vitest';
import { fuzzyScore } from '@motion-kit/react';
import { characterMask, rankSearch, searchTexts } from './rankSearch';
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

  it('puts what the issue asks for first in the real index', () => {
    const { entries } = siteSearchIndex();
    const entryTexts = (entry: (typeof entries)[number]) => searchTexts(entry.title, entry.description, entry.keywords);
    const top = (query: string) => rankSearch(entries, query, 10, entryTexts)[0]?.command.id;
    expect(top('spring')).toBe('token:motion.easing.spring');
    expect(top('toast')).toBe('example:/examples/toast');
    expect(top('getting started')).toBe('docs:getting-started');
    expect(top('#f43f5e')).toBe('token:color.brand.secondary');
    expect(top('#6366f1')).toBe('token:color.brand.primary');
    expect(top('--motion-duration-fast')).toBe('token:motion.duration.fast');
    expect(top('300ms')).toBe('token:motion.duration.normal');
  });

  it('rules out by character mask only texts that cannot match: the same scores as scoring every field', () => {
    const { entries } = siteSearchIndex();
    const entryTexts = (entry: (typeof entries)[number]) => searchTexts(entry.title, entry.description, entry.keywords);
    const queries = ['m', 'mo', 'motion.easing.spring', 'spr', 'sprng', '#f43', '300ms', '--color', 'gtst', 'dtpkr', 'x', 'zq', 'Getting S', '0.34, 1.56'];
    for (const query of queries) {
      const expected = entries
        .map((entry, index) => ({ entry, index, score: Math.max(0, ...[entry.title, entry.description, ...entry.keywords].map((field) => fuzzyScore(query, field))) }))
        .filter(({ score }) => score > 0);
      const ranked = rankSearch(entries, query, entries.length, entryTexts);
      expect(new Map(ranked.map(({ command, score }) => [command.id, score])), query).toEqual(new Map(expected.map(({ entry, score }) => [entry.id, score])));
    }
  });

  it('gives a text the bits of all its characters', () => {
    expect(characterMask('spring') & characterMask('ring')).toBe(characterMask('ring'));
    expect(characterMask('spring') & characterMask('x')).toBe(0);
  });
});
