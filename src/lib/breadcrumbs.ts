// Breadcrumbs from a route path: the spec's labels and the example-to-category mapping.

export interface BreadcrumbItem {
  label: string;
  path: string;
}

export type ComponentCategoryId = 'experience-system' | 'ui-basics' | 'navigation' | 'feedback' | 'motion';

const SEGMENT_LABELS: Record<string, string> = {
  docs: 'Documentation',
  examples: 'Components',
};

const EXAMPLE_CATEGORIES: Record<string, ComponentCategoryId> = {
  buttons: 'ui-basics',
  inputs: 'ui-basics',
  toggles: 'ui-basics',
  cards: 'ui-basics',
  tabs: 'navigation',
  navbar: 'navigation',
  sidebar: 'navigation',
  breadcrumb: 'navigation',
  modals: 'feedback',
  toast: 'feedback',
  toasts: 'feedback',
  alerts: 'feedback',
  loaders: 'feedback',
  drawer: 'motion',
  'command-palette': 'motion',
  'micro-interactions': 'motion',
  'page-transitions': 'motion',
};

/** 'docs' is Documentation, 'examples' is Components; other segments are title-cased from hyphenated words. */
export function breadcrumbLabel(segment: string): string {
  const known = SEGMENT_LABELS[segment];
  if (known) return known;
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The component-library category an example page belongs to, if the spec maps it. */
export function exampleCategory(slug: string): ComponentCategoryId | undefined {
  return EXAMPLE_CATEGORIES[slug];
}

export function componentsCategoryPath(category: ComponentCategoryId): string {
  return `/docs/components?category=${category}`;
}

/** Aliases that show an example page at the top level. */
const TOP_LEVEL_EXAMPLES = new Set(['buttons', 'cards', 'modals', 'experience-demo']);

/** Home, then one crumb per path segment; example pages link 'Components' to their category. */
export function breadcrumbsFor(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: 'Home', path: '/' }];
  if (segments.length === 1 && TOP_LEVEL_EXAMPLES.has(segments[0]!)) {
    const slug = segments[0]!;
    const category = exampleCategory(slug);
    items.push({ label: 'Components', path: category ? componentsCategoryPath(category) : '/docs/components' });
    items.push({ label: breadcrumbLabel(slug), path: `/${slug}` });
    return items;
  }
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    if (segment === 'examples') {
      const slug = segments[index + 1];
      const category = slug ? exampleCategory(slug) : undefined;
      items.push({ label: breadcrumbLabel(segment), path: category ? componentsCategoryPath(category) : '/docs/components' });
      return;
    }
    items.push({ label: breadcrumbLabel(segment), path });
  });
  return items;
}
