// The title of every URL the site serves, from the route manifest: read by the router's document title
// on navigation and by the prerender. Descriptions are in pageDescriptions.ts, out of the first load.
import { exampleSlugs, NOT_FOUND_ROUTE, ROUTE_MANIFEST, routeEntryFor, routePaths, withoutTrailingSlash } from '../content/routeManifest';

export interface PageMeta {
  path: string;
  title: string;
}

export const SITE_NAME = 'Motion Kit';

/** Every URL that has a page: each manifest entry's path and its aliases (for the prerender and tests). */
export const PAGE_META: PageMeta[] = /* @__PURE__ */ ROUTE_MANIFEST.flatMap((entry) => routePaths(entry).map((path) => ({ path, title: entry.title })));

/** The slugs of the example pages (/examples/<slug>). */
export const EXAMPLE_SLUGS: string[] = /* @__PURE__ */ exampleSlugs();

export const NOT_FOUND_META: PageMeta = { path: NOT_FOUND_ROUTE.path, title: NOT_FOUND_ROUTE.title };

export function pageMetaFor(pathname: string): PageMeta {
  const entry = routeEntryFor(pathname);
  return entry ? { path: withoutTrailingSlash(pathname), title: entry.title } : NOT_FOUND_META;
}

export function documentTitle(meta: PageMeta): string {
  return meta.path === '/' ? meta.title : `${meta.title} · ${SITE_NAME}`;
}
