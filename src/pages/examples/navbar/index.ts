import { api } from './NavbarExample';
export { NavbarExample as default } from './NavbarExample';

/** The API reference loads after the page (NavbarExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
