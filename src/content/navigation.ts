import type { NavItem } from '@motion-kit/react';
import { ROUTE_MANIFEST, routePaths, type NavGroup, type RouteEntry } from './routeManifest';

/** A header link, current on every page the route manifest files under it (`nav`). */
function navItem(id: NavGroup, label: string, path: string): NavItem {
  return { id, label, path, matchPaths: (ROUTE_MANIFEST as readonly RouteEntry[]).filter((entry) => entry.nav === id).flatMap(routePaths) };
}

/** The site header's links, in the spec's order. */
export const SITE_NAV_ITEMS: NavItem[] = [
  navItem('home', 'Home', '/'),
  navItem('design-tokens', 'Design Tokens', '/docs/design-tokens'),
  navItem('components', 'Components', '/docs/components'),
  navItem('documentation', 'Documentation', '/docs'),
  navItem('changelog', 'Changelog', '/docs/changelog'),
];

export const SITE_TAGLINE = 'Motion-first components and tokens for interfaces that feel alive, and stay accessible.';
