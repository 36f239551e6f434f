import { describe, expect, it } from 'vitest';
import {
  BREADCRUMB_MIN_ITEMS,
  addBreadcrumbItem,
  canRemoveBreadcrumbItem,
  generatedBreadcrumbItem,
  removeBreadcrumbItem,
} from './demos/AddRemoveBreadcrumb';

const home = { label: 'Home', path: '/' };

describe('breadcrumb demo items', () => {
  it('names a generated item Item N with the path /item-N', () => {
    expect(generatedBreadcrumbItem(3)).toEqual({ label: 'Item 3', path: '/item-3' });
  });

  it('adds the next numbered item at the end', () => {
    const once = addBreadcrumbItem([home]);
    expect(once).toEqual([home, { label: 'Item 2', path: '/item-2' }]);
    expect(addBreadcrumbItem(once).at(-1)).toEqual({ label: 'Item 3', path: '/item-3' });
  });

  it('removes the last item while more than one remains', () => {
    const items = [home, generatedBreadcrumbItem(2)];
    expect(canRemoveBreadcrumbItem(items)).toBe(true);
    expect(removeBreadcrumbItem(items)).toEqual([home]);
  });

  it('keeps the last remaining item', () => {
    expect(BREADCRUMB_MIN_ITEMS).toBe(1);
    expect(canRemoveBreadcrumbItem([home])).toBe(false);
    expect(removeBreadcrumbItem([home])).toEqual([home]);
  });

  it('does not change the list it was given', () => {
    const items = [home, generatedBreadcrumbItem(2)];
    removeBreadcrumbItem(items);
    addBreadcrumbItem(items);
    expect(items).toHaveLength(2);
  });
});
