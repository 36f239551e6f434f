import { api } from './SidebarExample';
export { SidebarExample as default } from './SidebarExample';

/** The API reference loads after the page (SidebarExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
