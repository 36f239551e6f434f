// Prerender entry: renders one URL to HTML with its styled-components CSS (used by scripts/prerender.mjs).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { preloadRouteWithDeferredParts } from './app/routes';
import { preloadMotionControls } from './components/MotionPreview';
import { preloadSiteFooter } from './app/RootLayout';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { documentTitle, NOT_FOUND_META, pageMetaFor } from './app/pageMeta';
import { pageDescription } from './app/pageDescriptions';
import { NOT_FOUND_ROUTE, routeEntryFor } from './content/routeManifest';

export interface RenderResult {
  html: string;
  styleTags: string;
  title: string;
  description: string;
  status: number;
}

export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://localhost');
  // Loaded before the render, so previews render their real control strip and the page its deferred
  // parts, footer and toast region (the client loads them later).
  await Promise.all([preloadRouteWithDeferredParts(pathname), preloadMotionControls(), preloadSiteFooter()]);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Providers>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </Providers>
        </StrictMode>,
      ),
    );
    const meta = pageMetaFor(pathname);
    const status = meta === NOT_FOUND_META ? 404 : 200;
    return { html, styleTags: sheet.getStyleTags(), title: documentTitle(meta), description: pageDescription(pathname), status };
  } finally {
    sheet.seal();
  }
}

export { PAGE_META, NOT_FOUND_META } from './app/pageMeta';

/**
 * The source module that renders `pathname` (the not-found page for an unknown one), as Vite's manifest
 * names it: the prerender preloads that module's chunks and records them for the size check and bench.
 */
export function pageSourceModule(pathname: string): string {
  return `src/pages/${(routeEntryFor(pathname) ?? NOT_FOUND_ROUTE).page}/index.ts`;
}
