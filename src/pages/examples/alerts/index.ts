import { api } from './AlertsExample';
export { AlertsExample as default } from './AlertsExample';

/** The API reference loads after the page (AlertsExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
