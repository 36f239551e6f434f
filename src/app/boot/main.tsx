// The browser entry, imported by the page's boot script (pageBoot.mjs) once the page has painted.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../App';
import { preloadRoute, withoutIndexFile } from '../routes';
import { Providers } from '../Providers';
import { PageReadyContext } from '../pageReady';
import { markHydrated } from './hydratedMark';
// Linked from the page by the build (the prerender inlines them): they never wait for a script.
import '../../../build/css/tokens.css';
import '../../../build/css/theme-dark.css';
import '../../../build/css/theme-light.css';
import '../search/searchButton.css';

async function start(): Promise<void> {
  // A host answers /docs/index.html with the page of /docs/: the router is shown the folder's path.
  const { pathname, search, hash } = window.location;
  const path = withoutIndexFile(pathname);
  if (path !== pathname) window.history.replaceState(window.history.state, '', path + search + hash);
  // This URL's page first, so the first client render equals the prerendered HTML.
  await preloadRoute(path);
  const app = (
    <StrictMode>
      <PageReadyContext value={markHydrated}>
        <Providers>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Providers>
      </PageReadyContext>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A transition: hydration yields to input and paint every few ms. The dev server's template has no markup.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
