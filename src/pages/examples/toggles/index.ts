import { api } from './TogglesExample';
export { TogglesExample as default } from './TogglesExample';

/** The API reference loads after the page (TogglesExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
