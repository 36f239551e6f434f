import { api } from './TabsExample';
export { TabsExample as default } from './TabsExample';

/** The API reference loads after the page (TabsExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
