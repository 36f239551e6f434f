// Prerender entry: renders one URL to HTML with its styled-components CSS (used by scripts/prerender.mjs).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { routes } from './app/routes';
import { Providers } from './app/Providers';
import { documentTitle, pageMetaFor } from './app/pageMeta';

export interface RenderResult {
  html: string;
  styleTags: string;
  title: string;
  description: string;
  status: number;
}

const handler = createStaticHandler(routes);

export async function render(url: string): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      ),
    );
    const meta = pageMetaFor(new URL(url, 'http://localhost').pathname);
    return { html, styleTags: sheet.getStyleTags(), title: documentTitle(meta), description: meta.description, status: context.statusCode };
  } finally {
    sheet.seal();
  }
}

export { PAGE_META, NOT_FOUND_META } from './app/pageMeta';
