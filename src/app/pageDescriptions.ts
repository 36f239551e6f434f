// The <meta name="description"> of a URL (an alias has its page's). Apart from pageMeta.ts so the
// browser's first load does not carry the descriptions: only the prerender and the examples index read them.
import { NOT_FOUND_DESCRIPTION, ROUTE_DESCRIPTIONS } from '../content/routeDescriptions';
import { routeEntryFor, type RoutePath } from '../content/routeManifest';

/** The description of the page at `pathname` (the not-found page's for an unknown one). */
export function pageDescription(pathname: string): string {
  const entry = routeEntryFor(pathname);
  return entry ? ROUTE_DESCRIPTIONS[entry.path as RoutePath] : NOT_FOUND_DESCRIPTION;
}
