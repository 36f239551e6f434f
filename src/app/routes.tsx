import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { RootLayout } from './RootLayout';
import { EXAMPLE_SLUGS } from './pageMeta';

type PageModule = { default: ComponentType };

interface PageHandle {
  module: Preloadable<PageModule>;
}

/**
 * Every page is its own chunk. The route renders it at once when loaded and suspends until then;
 * `preloadRoute` loads a URL's page first, so the prerender and the hydrating client render it at once.
 */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  const module = preloadable(load);
  function Page() {
    const { default: Component } = use(module.load());
    return <Component />;
  }
  const handle: PageHandle = { module };
  // Case-sensitive as the static host is: /DOCS gets its 404 page, so the client must render not-found too.
  return path === '/' ? { index: true, element: <Page />, handle } : { path: path.slice(1), caseSensitive: true, element: <Page />, handle };
}

const exampleModules = import.meta.glob<PageModule>('../pages/examples/*/index.ts');

function examplePage(path: string, slug: string) {
  const load = exampleModules[`../pages/examples/${slug}/index.ts`];
  if (!load) throw new Error(`No example page module for "${slug}"`);
  return page(path, load);
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      page('/', () => import('../pages/Home')),
      page('/docs', () => import('../pages/Documentation')),
      page('/docs/documentation', () => import('../pages/Documentation')),
      page('/docs/design-tokens', () => import('../pages/DesignTokens')),
      page('/docs/components', () => import('../pages/ComponentLibrary')),
      page('/docs/changelog', () => import('../pages/Changelog')),
      page('/examples', () => import('../pages/ExamplesIndex')),
      ...EXAMPLE_SLUGS.map((slug) => examplePage(`/examples/${slug}`, slug)),
      examplePage('/experience-demo', 'experience-demo'),
      examplePage('/buttons', 'buttons'),
      examplePage('/cards', 'cards'),
      examplePage('/modals', 'modals'),
      page('/*', () => import('../pages/NotFound')),
    ],
  },
];

/** Loads the page module of `pathname` (the not-found page for an unknown one). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.module.load()));
}

/**
 * The path the router should see for a URL a static host answers with a folder's index.html:
 * '/index.html' is '/', '/docs/index.html' is '/docs/'. Other paths are returned as they are.
 */
export function withoutIndexFile(pathname: string): string {
  return pathname.replace(/\/index\.html$/i, '/');
}
