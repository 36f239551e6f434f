// Breadcrumbs from a route path: the spec's labels, and each example page's category from the route manifest.
import { routeEntryFor, type ComponentCategoryId } from '../content/routeManifest';

import type { BreadcrumbItem } from '@motion-kit/react';

export type { BreadcrumbItem, ComponentCategoryId };

const SEGMENT_LABELS: Record<string, string> = {
  docs: 'Documentation',
  examples: 'Components',
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

/**
 * The component-library category the breadcrumb links an example page to. The spec's breadcrumb links
 * use only ui-basics, navigation, feedback and motion, so the Experience System demos have none.
 */
export function exampleCategory(slug: string): ComponentCategoryId | undefined {
  const category = routeEntryFor(`/examples/${slug}`)?.category;
  return category === 'experience-system' ? undefined : category;
}

export function componentsCategoryPath(category: ComponentCategoryId): string {
  return `/docs/components?category=${category}`;
}

/** Home, then one crumb per path segment; example pages link 'Components' to their category. */
export function breadcrumbsFor(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: 'Home', path: '/' }];
  const entry = routeEntryFor(pathname);
  // An alias (/buttons) shows an example page at the top level: its crumbs are the example page's.
  if (segments.length === 1 && entry?.path.startsWith('/examples/')) {
    const slug = segments[0]!;
    const category = exampleCategory(entry.path.slice('/examples/'.length));
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
