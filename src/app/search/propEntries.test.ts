import { describe, expect, it } from 'vitest';
import { propEntries } from './propEntries';
import { rankSearch, searchTexts } from './rankSearch';
import { siteSearchIndex } from './siteContent';

const index = await siteSearchIndex();
const entries = [...index.entries, ...propEntries(index.props)];
const top = (query: string) => rankSearch(entries, query, 10, (entry) => searchTexts(entry.title, entry.description, entry.keywords))[0]?.command;

describe('prop search entries', () => {
  it("link each prop to its row on its component's page", () => {
    expect(propEntries([['modals', 'Modal', 'open onClose']])).toEqual([
      { id: 'prop:Modal.open', kind: 'prop', title: 'open', description: 'Modal prop', href: '/examples/modals#api-Modal-open', keywords: ['Modal'] },
      { id: 'prop:Modal.onClose', kind: 'prop', title: 'onClose', description: 'Modal prop', href: '/examples/modals#api-Modal-onClose', keywords: ['Modal'] },
    ]);
  });

  it('find a prop by its name, the first page to document it first', () => {
    expect(top('variant')?.href).toBe('/examples/buttons#api-Button-variant');
    expect(top('onOpenChange')?.href).toBe('/examples/command-palette#api-CommandPalette-onOpenChange');
    expect(top('closeOnBackdrop')?.href).toBe('/examples/modals#api-Modal-closeOnBackdrop');
  });

  it('are unique, one per prop of each component on its home page', () => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(index.props.filter(([, component]) => component === 'Modal')).toEqual([['modals', 'Modal', 'open onClose title description footer size closeOnBackdrop showCloseButton initialFocusRef children']]);
  });
});
