import { describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX } from './timing';
import { search, valueAtPath } from './search';

const items = [
  { label: 'Colors', meta: { label: 'Palette swatches' }, type: 'category' },
  { label: 'Typography', meta: { label: 'Type scale' }, type: 'category' },
  { label: 'Spacing', meta: { label: 'The 8px grid' }, type: 'category' },
  { label: 'Motion Tokens', meta: { label: 'Durations and easings' }, type: 'category' },
];

describe('valueAtPath', () => {
  it('reads nested values through a dotted path', () => {
    expect(valueAtPath({ a: { b: { c: 'deep' } } }, 'a.b.c')).toBe('deep');
  });

  it('gives undefined when a step is missing', () => {
    expect(valueAtPath({ a: null }, 'a.b')).toBeUndefined();
    expect(valueAtPath({}, 'a.b')).toBeUndefined();
  });
});

describe('search', () => {
  it('matches a case-insensitive substring of a configured key', () => {
    expect(search(items, 'TYPO', { keys: ['label'] })).toEqual([items[1]]);
    expect(search(items, 'ing', { keys: ['label'] })).toEqual([items[2]]);
  });

  it('searches dotted paths', () => {
    expect(search(items, 'easings', { keys: ['meta.label'] })).toEqual([items[3]]);
    expect(search(items, '8PX', { keys: ['label', 'meta.label'] })).toEqual([items[2]]);
  });

  it('only searches the configured keys', () => {
    expect(search(items, 'category', { keys: ['label'] })).toEqual([]);
    expect(search(items, 'category', { keys: ['type'] })).toHaveLength(4);
  });

  it('gives nothing for an empty or whitespace query', () => {
    expect(search(items, '', { keys: ['label'] })).toEqual([]);
    expect(search(items, '   \t', { keys: ['label'] })).toEqual([]);
  });

  it('trims the query before matching', () => {
    expect(search(items, '  colors ', { keys: ['label'] })).toEqual([items[0]]);
  });

  it('returns at most 8 results, in the given order', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ name: `token-${index}` }));
    const results = search(many, 'token', { keys: ['name'] });
    expect(SEARCH_RESULTS_MAX).toBe(8);
    expect(results).toHaveLength(8);
    expect(results[0]).toBe(many[0]);
    expect(search(many, 'token', { keys: ['name'], limit: 3 })).toHaveLength(3);
  });

  it('ignores keys whose values are missing or not text', () => {
    const mixed = [{ name: 'button' }, { name: undefined }, { name: { nested: 'button' } }];
    expect(search(mixed, 'button', { keys: ['name', 'label'] })).toEqual([mixed[0]]);
  });
});
