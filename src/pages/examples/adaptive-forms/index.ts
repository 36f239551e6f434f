import { api } from './AdaptiveFormsExample';
export { AdaptiveFormsExample as default } from './AdaptiveFormsExample';

/** The API reference loads after the page (AdaptiveFormsExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
