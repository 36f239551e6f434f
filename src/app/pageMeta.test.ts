import { describe, expect, it } from 'vitest';
import { EXAMPLE_SLUGS, PAGE_META, pageMetaFor, NOT_FOUND_META } from './pageMeta';

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
