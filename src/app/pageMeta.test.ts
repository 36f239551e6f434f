import { describe, expect, it } from 'vitest';
import { EXAMPLE_SLUGS, PAGE_META, pageMetaFor, NOT_FOUND_META } from './pageMeta';
import { pageDescription } from './pageDescriptions';

describe('page table', () => {
  it('has the 19 example pages of the spec', () => {
    expect(EXAMPLE_SLUGS).toHaveLength(19);
  });

  it('lists every route of the spec once', () => {
    const paths = PAGE_META.map((meta) => meta.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/docs', '/docs/design-tokens', '/docs/components', '/docs/changelog', '/docs/documentation', '/experience-demo', '/buttons', '/cards', '/modals']) {
      expect(paths).toContain(path);
    }
  });

  it('gives unknown paths the not-found meta and tolerates a trailing slash', () => {
    expect(pageMetaFor('/nope')).toBe(NOT_FOUND_META);
    expect(pageMetaFor('/docs/changelog/').title).toBe('Changelog');
  });
});

describe('page descriptions', () => {
  it('has a description for every route and the not-found page', () => {
    for (const { path } of [...PAGE_META, NOT_FOUND_META]) expect(pageDescription(path).length).toBeGreaterThan(20);
  });

  it('gives an alias the description of the example it shows, and unknown paths the not-found one', () => {
    expect(pageDescription('/buttons')).toBe(pageDescription('/examples/buttons'));
    expect(pageDescription('/nope')).toBe(pageDescription('/404'));
    expect(pageDescription('/docs/changelog')).toBe('Release history and roadmap of Motion Kit.');
  });
});
