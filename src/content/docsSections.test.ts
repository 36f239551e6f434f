import { describe, expect, it } from 'vitest';
import { DOCS_SECTIONS, docsSectionFromHash } from './docsSections';

describe('docsSectionFromHash', () => {
  it('finds every section by its hash, encoded or not', () => {
    expect(DOCS_SECTIONS.map((section) => docsSectionFromHash(`#${section.id}`))).toEqual(DOCS_SECTIONS.map((section) => section.id));
    expect(docsSectionFromHash('#%74heming')).toBe('theming');
  });

  it.each(['#%', '#%E0%A4%A', '#%zz', `#${'a'.repeat(10_000)}`, '#<script>alert(1)</script>', '#__proto__', '#constructor', '#th%C3%A9ming', '#🙂', '', '#'])(
    'names no section, and does not throw, for %j',
    (hash) => {
      expect(docsSectionFromHash(hash)).toBeUndefined();
    },
  );
});
