import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { ErrorScreen } from './ErrorScreen';
import { EXAMPLE_SLUGS } from './pageMeta';

type PageModule = { default: ComponentType };

/** Every page is its own chunk, loaded by the router when its route matches. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const exampleModules = import.meta.glob<PageModule>('../pages/examples/*/index.ts');

function examplePage(slug: string) {
  const load = exampleModules[`../pages/examples/${slug}/index.ts`];
  if (!load) throw new Error(`No example page module for "${slug}"`);
  return page(load);
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    children: [
      {
        // A pathless boundary keeps the header and footer around a page that fails.
        errorElement: <ErrorScreen />,
        children: [
          { index: true, ...page(() => import('../pages/Home')) },
          { path: 'docs', ...page(() => import('../pages/Documentation')) },
          { path: 'docs/documentation', ...page(() => import('../pages/Documentation')) },
          { path: 'docs/design-tokens', ...page(() => import('../pages/DesignTokens')) },
          { path: 'docs/components', ...page(() => import('../pages/ComponentLibrary')) },
          { path: 'docs/changelog', ...page(() => import('../pages/Changelog')) },
          { path: 'examples', ...page(() => import('../pages/ExamplesIndex')) },
          ...EXAMPLE_SLUGS.map((slug) => ({ path: `examples/${slug}`, ...examplePage(slug) })),
          { path: 'experience-demo', ...examplePage('experience-demo') },
          { path: 'buttons', ...examplePage('buttons') },
          { path: 'cards', ...examplePage('cards') },
          { path: 'modals', ...examplePage('modals') },
          { path: '*', ...page(() => import('../pages/NotFound')) },
        ],
      },
    ],
  },
];
