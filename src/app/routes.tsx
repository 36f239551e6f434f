import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { RootLayout } from './RootLayout';
import { NOT_FOUND_ROUTE, ROUTE_MANIFEST, routePaths } from '../content/routeManifest';

type PageModule = {
  default: ComponentType;
  /** Loads the page's deferred parts (src/lib/deferredPart.tsx), which the client loads after hydration. */
  preloadDeferred?: () => Promise<unknown>;
};

interface PageHandle {
  module: Preloadable<PageModule>;
}

// Keys relative to src/pages ('./Home/index.ts'); examples/shared is the example pages' kit, not a page.
const pageModules = import.meta.glob<PageModule>(['./*/index.ts', './examples/*/index.ts', '!./examples/shared/index.ts'], { base: '../pages' });

/** The loader of a manifest entry's page folder (src/pages/<page>/index.ts). */
function pageLoader(page: string): () => Promise<PageModule> {
  const load = pageModules[`./${page}/index.ts`];
  if (!load) throw new Error(`The route manifest names a page folder with no index.ts: src/pages/${page}`);
  return load;
}

/**
 * A page's module, loaded once. A browser may keep a failed import for the document's life (Chromium 150
 * does; whatwg/html#10327 says it should not), and a deploy in between removes the old chunks: a page
 * shown again after it failed on an earlier visit, and failing again while online, loads its document anew
 * instead of failing the same way. A prefetch (`shown` is false: the URL shows another page) and React's
 * retry of a render (the same visit: React Router's history key) never do, so it cannot loop.
 */
export function pageModule<T>(load: () => Promise<T>, shown: (module: Preloadable<T>) => boolean, reload = () => window.location.reload()): Preloadable<T> {
  let failedVisit: string | undefined;
  const module: Preloadable<T> = preloadable(() =>
    load().catch((error: unknown) => {
      if (!shown(module)) throw error;
      const visit = String((window.history.state as { key?: string } | null)?.key ?? 'first');
      if (failedVisit !== undefined && failedVisit !== visit && navigator.onLine) {
        reload();
        return new Promise<never>(() => {});
      }
      failedVisit = visit;
      throw error;
    }),
  );
  return module;
}

/**
 * Every page is its own chunk. The route renders it at once when loaded and suspends until then;
 * `preloadRoute` loads a URL's page first, so the prerender and the hydrating client render it at once.
 */
function pageRoutes(paths: readonly string[], load: () => Promise<PageModule>): RouteObject[] {
  const module = pageModule(load, (candidate) => currentPage() === candidate);
  function Page() {
    const { default: Component } = use(module.load());
    return <Component />;
  }
  const handle: PageHandle = { module };
  // Case-sensitive as the static host is: /DOCS gets its 404 page, so the client must render not-found too.
  return paths.map((path) =>
    path === '/' ? { index: true, element: <Page />, handle } : { path: path.slice(1), caseSensitive: true, element: <Page />, handle },
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...ROUTE_MANIFEST.flatMap((entry) => pageRoutes(routePaths(entry), pageLoader(entry.page))),
      ...pageRoutes(['/*'], pageLoader(NOT_FOUND_ROUTE.page)),
    ],
  },
];

/** The page module the URL shows now. */
function currentPage(): Preloadable<PageModule> | undefined {
  return (matchRoutes(routes, window.location.pathname)?.at(-1)?.route.handle as PageHandle | undefined)?.module;
}

/** Loads the page module of `pathname` (the not-found page for an unknown one). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.module.load()));
}

/**
 * Loads the page module of `pathname` and the parts it defers past hydration: the prerender awaits
 * them, so the HTML holds those parts (the client asks for them only as hydration reaches them).
 */
export async function preloadRouteWithDeferredParts(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async (match) => {
      const page = await (match.route.handle as PageHandle | undefined)?.module.load();
      await page?.preloadDeferred?.();
    }),
  );
}

/**
 * The path the router should see for a URL a static host answers with a folder's index.html:
 * '/index.html' is '/', '/docs/index.html' is '/docs/'. Other paths are returned as they are.
 */
export function withoutIndexFile(pathname: string): string {
  return pathname.replace(/\/index\.html$/i, '/');
}
