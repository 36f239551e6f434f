import { api } from './ExperienceDemoExample';
export { ExperienceDemoExample as default } from './ExperienceDemoExample';

/** The API reference loads after the page (ExperienceDemoExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
