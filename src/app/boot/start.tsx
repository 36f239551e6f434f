// The last boot stage, the app itself (main.tsx imports it once React and the styling runtime are evaluated).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../App';
import { preloadRoute, withoutIndexFile } from '../routes';
import { Providers } from '../Providers';
import { PageReadyContext } from '../pageReady';
import { markHydrated } from './hydratedMark';

/** Hydrates the page (renders it, on the dev server); `nextTask` yields to the browser between steps. */
export async function start(nextTask: () => Promise<void>): Promise<void> {
  // A host answers /docs/index.html with the page of /docs/: the router is shown the folder's path.
  const { pathname, search, hash } = window.location;
  const path = withoutIndexFile(pathname);
  if (path !== pathname) window.history.replaceState(window.history.state, '', path + search + hash);
  // This URL's page first, so the first client render equals the prerendered HTML.
  await preloadRoute(path);
  await nextTask();
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
