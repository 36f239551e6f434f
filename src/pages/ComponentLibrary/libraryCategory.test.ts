// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COMPONENT_CATEGORIES } from '../../content/catalog';
import { searchBoxResults } from '../../test/searchBoxResults';
import { categoryById, categorySearch, librarySearchItems, parseComponentCategory } from './libraryCategory';

describe('parseComponentCategory', () => {
  it('defaults to experience-system without a query', () => {
    expect(parseComponentCategory(null)).toBe('experience-system');
    expect(parseComponentCategory('')).toBe('experience-system');
  });

  it('accepts each of the five category ids', () => {
    for (const category of COMPONENT_CATEGORIES) expect(parseComponentCategory(category.id)).toBe(category.id);
  });

  it('falls back to the default for an unknown or differently cased id', () => {
    expect(parseComponentCategory('widgets')).toBe('experience-system');
    expect(parseComponentCategory('Motion')).toBe('experience-system');
  });
});

describe('category counts', () => {
  it('counts exactly the components the catalog lists in each category', () => {
    for (const category of COMPONENT_CATEGORIES) {
      expect(categoryById(category.id).components).toHaveLength(category.components.length);
    }
  });
});

describe('categorySearch', () => {
  it('builds the query that selects a category', () => {
    expect(categorySearch('ui-basics')).toBe('?category=ui-basics');
  });
});

describe('library search', () => {
  const items = librarySearchItems();
  const find = (query: string) => searchBoxResults(items, ['label', 'name', 'description'], query);

  it('holds every category and every component once', () => {
    const components = COMPONENT_CATEGORIES.reduce((sum, category) => sum + category.components.length, 0);
    expect(items.filter((item) => item.type === 'category')).toHaveLength(COMPONENT_CATEGORIES.length);
    expect(items.filter((item) => item.type === 'component')).toHaveLength(components);
  });

  it('finds nothing for a blank query', () => {
    expect(find('   ')).toEqual([]);
  });

  it('finds a component by name, ignoring case, with its category and path', () => {
    expect(find('DRAWER')).toEqual([expect.objectContaining({ type: 'component', name: 'Drawer', categoryId: 'motion', path: '/examples/drawer' })]);
  });

  it('finds a category by name', () => {
    expect(find('ui basics')).toEqual([expect.objectContaining({ type: 'category', label: 'UI Basics', categoryId: 'ui-basics' })]);
  });
});
