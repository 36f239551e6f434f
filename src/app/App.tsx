import { useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { RouteErrorBoundary } from './ErrorScreen';

/** The site's routes under one error boundary (the layout holds another around the page itself). */
export function App() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
