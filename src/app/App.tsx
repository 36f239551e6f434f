import { useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { RouteErrorBoundary } from './ErrorScreen';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';

/** The site's routes under one error boundary (the layout holds another around the page itself). */
export function App() {
  usePrefetchOnIntent();
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
