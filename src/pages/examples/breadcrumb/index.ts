import { api } from './BreadcrumbExample';
export { BreadcrumbExample as default } from './BreadcrumbExample';

/** The API reference loads after the page (BreadcrumbExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
