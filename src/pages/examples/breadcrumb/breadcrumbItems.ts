// Add/remove rules of the breadcrumb example: generated 'Item N' crumbs, never fewer than one.
import type { BreadcrumbItem } from '@motion-kit/react';

/** The breadcrumb demo always keeps at least this many items. */
export const BREADCRUMB_MIN_ITEMS = 1;

/** A generated crumb: 'Item N' at /item-N. */
export function generatedBreadcrumbItem(n: number): BreadcrumbItem {
  return { label: `Item ${n}`, path: `/item-${n}` };
}

/** Appends the next generated item, numbered after the current length. */
export function addBreadcrumbItem(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return [...items, generatedBreadcrumbItem(items.length + 1)];
}

export function canRemoveBreadcrumbItem(items: readonly BreadcrumbItem[]): boolean {
  return items.length > BREADCRUMB_MIN_ITEMS;
}

/** Drops the last item only while more than the minimum remain; otherwise returns the items unchanged. */
export function removeBreadcrumbItem(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return canRemoveBreadcrumbItem(items) ? items.slice(0, -1) : [...items];
}
