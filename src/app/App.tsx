import { useLocation, useRoutes } from 'react-router-dom';
import { LinkProvider } from '@motion-kit/react';
import { routes } from './routes';
import { RouteErrorBoundary } from './ErrorScreen';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';

/**
 * The site's routes under one error boundary (the layout holds another around the page itself), with the
 * router's path told to the kit's links (which Navbar and Sidebar item is current).
 */
export function App() {
  usePrefetchOnIntent();
  const { pathname } = useLocation();
  return (
    <LinkProvider currentPath={pathname}>
      <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
    </LinkProvider>
  );
}
