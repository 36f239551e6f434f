import { api } from './ToastExample';
export { ToastExample as default } from './ToastExample';

/** The API reference loads after the page (ToastExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
