import { api } from './LoadersExample';
export { LoadersExample as default } from './LoadersExample';

/** The API reference loads after the page (LoadersExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
