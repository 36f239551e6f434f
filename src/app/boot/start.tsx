// The last boot stage: the app itself. Imported by src/app/boot/main.tsx once React and the styling runtime
// have been evaluated in tasks of their own.
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
  // The host serves /index.html (or /docs/index.html) with the page of its folder: the router, which
  // has no such route, is shown the folder's path, so it renders the page the HTML holds.
  const { pathname, search, hash } = window.location;
  if (withoutIndexFile(pathname) !== pathname) {
    window.history.replaceState(window.history.state, '', withoutIndexFile(pathname) + search + hash);
  }
  // Load this URL's page first, so the first client render equals the prerendered HTML.
  await preloadRoute(window.location.pathname);
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
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one
  // long task: the prerendered page stays responsive (and paints) while React attaches to it.
  // Prerendered pages hold the app's markup; the dev server's template holds only a placeholder comment.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
