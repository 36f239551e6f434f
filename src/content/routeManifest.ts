// Every page of the site, once: its URL, title, the page folder that renders it, its place in the header
// navigation and the component library, and the other URLs that show it. The router, page titles,
// breadcrumbs, the header's current link, the catalog's types and the prerender (which also writes each
// route's page module for the boot's preload list and the size check) all read this table.
// Adding a page: an entry here, its folder under src/pages, and its description in routeDescriptions.ts
// (TypeScript asks for it; descriptions live apart so the browser's first load does not carry them).

export type ComponentCategoryId = 'experience-system' | 'ui-basics' | 'navigation' | 'feedback' | 'motion';

/** The header links (content/navigation.ts): a page marks the one it belongs to as current. */
export type NavGroup = 'home' | 'design-tokens' | 'components' | 'documentation' | 'changelog';

export interface RouteEntry {
  path: `/${string}`;
  title: string;
  /** The folder under src/pages whose index.ts default-exports the page; the router loads it lazily. */
  page: string;
  nav: NavGroup;
  /**
   * Example pages: their component-library category. The breadcrumb's Components crumb links to it (the
   * spec's breadcrumb links name no experience-system category), and the examples index groups by it.
   */
  category?: ComponentCategoryId;
  /** Other URLs that show the same page; each is prerendered and routed like the entry's own path. */
  aliases?: ReadonlyArray<`/${string}`>;
}

function example<const Slug extends string, const Alias extends `/${string}` = never>(
  slug: Slug,
  title: string,
  category: ComponentCategoryId,
  aliases?: readonly Alias[],
) {
  return { path: `/examples/${slug}`, title, page: `examples/${slug}`, nav: 'components', category, aliases } as const;
}

export const ROUTE_MANIFEST = [
  { path: '/', title: 'Motion Kit Pro v1.0: motion-first UI components', page: 'Home', nav: 'home' },
  { path: '/docs', title: 'Documentation', page: 'Documentation', nav: 'documentation' },
  { path: '/docs/documentation', title: 'Documentation', page: 'Documentation', nav: 'documentation' },
  { path: '/docs/design-tokens', title: 'Design Tokens', page: 'DesignTokens', nav: 'design-tokens' },
  { path: '/docs/components', title: 'Component Library', page: 'ComponentLibrary', nav: 'components' },
  { path: '/docs/changelog', title: 'Changelog', page: 'Changelog', nav: 'changelog' },
  { path: '/studio', title: 'Theme Studio', page: 'Studio', nav: 'design-tokens' },
  { path: '/examples', title: 'Examples', page: 'ExamplesIndex', nav: 'components' },
  example('buttons', 'Buttons', 'ui-basics', ['/buttons']),
  example('inputs', 'Inputs', 'ui-basics'),
  example('toggles', 'Toggles', 'ui-basics'),
  example('cards', 'Cards', 'ui-basics', ['/cards']),
  example('tabs', 'Tabs', 'navigation'),
  example('navbar', 'Navbar', 'navigation'),
  example('breadcrumb', 'Breadcrumb', 'navigation'),
  example('sidebar', 'Sidebar', 'navigation'),
  example('modals', 'Modals', 'feedback', ['/modals']),
  example('toast', 'Toast', 'feedback'),
  example('loaders', 'Loaders', 'feedback'),
  example('alerts', 'Alerts', 'feedback'),
  example('drawer', 'Drawer', 'motion'),
  example('command-palette', 'Command Palette', 'motion'),
  example('micro-interactions', 'Micro-interactions', 'motion'),
  example('page-transitions', 'Page Transitions', 'motion'),
  example('experience-demo', 'Experience Demo', 'experience-system', ['/experience-demo']),
  example('confirmation-flow', 'Confirmation Flow', 'experience-system'),
  example('adaptive-forms', 'Adaptive Forms', 'experience-system'),
] as const satisfies readonly RouteEntry[];

/** The page every other URL gets (prerendered as 404.html). */
export const NOT_FOUND_ROUTE = { path: '/404', title: 'Page not found', page: 'NotFound' } as const;

/** The canonical path of every page (aliases aside). */
export type RoutePath = (typeof ROUTE_MANIFEST)[number]['path'];

/** Every URL a page is served at, the entry's own path first and then its aliases. */
export function routePaths(entry: RouteEntry): Array<`/${string}`> {
  return [entry.path, ...(entry.aliases ?? [])];
}

/** `pathname` without a trailing slash, as the manifest writes paths. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname;
}

/** The entry whose path or alias is `pathname` (a trailing slash is ignored), if any. */
export function routeEntryFor(pathname: string): RouteEntry | undefined {
  const path = withoutTrailingSlash(pathname) as `/${string}`;
  return (ROUTE_MANIFEST as readonly RouteEntry[]).find((entry) => routePaths(entry).includes(path));
}

/** The slugs of the example pages (/examples/<slug>), in manifest order. */
export function exampleSlugs(): string[] {
  return ROUTE_MANIFEST.flatMap((entry) => ('category' in entry ? [entry.path.slice('/examples/'.length)] : []));
}
