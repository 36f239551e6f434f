import { describe, expect, it } from 'vitest';
import { compactSearchIndex, expandSearchIndex } from './indexCodec';
import { propEntries } from './propEntries';
import { siteSearchIndex } from './siteContent';

const index = await siteSearchIndex();

describe('the downloaded search index', () => {
  it('expands to the entries the build made, props after them', () => {
    expect(expandSearchIndex(compactSearchIndex(index))).toEqual([...index.entries, ...propEntries(index.props)]);
  });

  it('leaves out what a token entry can rebuild, and keeps an entry whole that it cannot', () => {
    const compact = compactSearchIndex(index);
    const tokens = compact.entries.filter((entry) => entry.kind === 'token');
    expect(tokens.length).toBeGreaterThan(100);
    expect(tokens.every((entry) => !('id' in entry) && !('href' in entry))).toBe(true);
    const odd = { ...index.entries.find((entry) => entry.kind === 'token')!, href: '/elsewhere' };
    expect(compactSearchIndex({ ...index, entries: [odd] }).entries).toEqual([odd]);
  });
});
