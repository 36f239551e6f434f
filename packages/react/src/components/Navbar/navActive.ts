import type { ReactNode } from 'react';

/** A link of the navbar. */
export interface NavItem {
  /** Unique among the navbar's items. */
  id: string;
  /** The link's text. */
  label: string;
  /** Where it links to; the item whose path matches the current path is marked current. */
  path: string;
  /** An icon before the text. */
  icon?: ReactNode;
  /** Sub-items: the item becomes a disclosure button that shows them. */
  children?: NavItem[];
  /** Other path prefixes that count as this item (e.g. pages that belong to its section). */
  matchPaths?: string[];
}

/** Exact match for '/', prefix match (at a segment boundary) otherwise. */
export function pathMatches(pathname: string, path: string): boolean {
  const target = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  if (target === '/') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}

/** The id of the one item to mark active: the most specific (longest) matching path wins. */
export function activeNavItemId(items: NavItem[], pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const item of items) {
    for (const path of [item.path, ...(item.matchPaths ?? [])]) {
      if (pathMatches(pathname, path)) {
        const length = path.length;
        if (!best || length > best.length) best = { id: item.id, length };
      }
    }
  }
  return best?.id;
}
