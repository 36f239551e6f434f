import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { Providers } from './app/Providers';
import '../build/css/tokens.css';
import '../build/css/theme-dark.css';
import '../build/css/theme-light.css';

async function start() {
  // Resolve the lazy routes of this URL first, so the first client render equals the prerendered HTML.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const resolved = await lazy();
      Object.assign(match.route, { ...resolved, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one
  // long task: the prerendered page stays responsive (and paints) while React attaches to it.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
