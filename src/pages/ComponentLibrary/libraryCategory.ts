// Which category the library shows, from the ?category= query, and search over the catalog.
import { COMPONENT_CATEGORIES, DEFAULT_COMPONENT_CATEGORY, type ComponentCategory, type ComponentEntry } from '../../content/catalog';
import type { ComponentCategoryId } from '../../lib/breadcrumbs';

export const CATEGORY_QUERY_KEY = 'category';

/** A valid category id from the query value; anything else (missing, unknown) is the default. */
export function parseComponentCategory(value: string | null | undefined): ComponentCategoryId {
  const match = COMPONENT_CATEGORIES.find((category) => category.id === value);
  return match ? match.id : DEFAULT_COMPONENT_CATEGORY;
}

export function categoryById(id: ComponentCategoryId): ComponentCategory {
  return COMPONENT_CATEGORIES.find((category) => category.id === id) ?? COMPONENT_CATEGORIES[0]!;
}

/** The query string that selects a category, for its link. */
export function categorySearch(id: ComponentCategoryId): string {
  return `?${new URLSearchParams({ [CATEGORY_QUERY_KEY]: id }).toString()}`;
}

export type LibrarySearchItem =
  | { type: 'category'; label: string; description: string; categoryId: ComponentCategoryId }
  | {
      type: 'component';
      name: string;
      description: string;
      /** The category's name, shown beside the result. */
      category: string;
      categoryId: ComponentCategoryId;
      status: ComponentEntry['status'];
      path: string;
    };

/** What the library search looks through: every category, then every component with its category. */
export function librarySearchItems(categories: readonly ComponentCategory[] = COMPONENT_CATEGORIES): LibrarySearchItem[] {
  return [
    ...categories.map((category) => ({ type: 'category' as const, label: category.name, description: category.description, categoryId: category.id })),
    ...categories.flatMap((category) =>
      category.components.map((entry) => ({
        type: 'component' as const,
        name: entry.name,
        description: entry.description,
        category: category.name,
        categoryId: category.id,
        status: entry.status,
        path: entry.path,
      })),
    ),
  ];
}
