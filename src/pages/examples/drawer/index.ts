import { live, api } from './DrawerExample';

export { DrawerExample as default } from './DrawerExample';

/** The demos and the API reference load after the page (DrawerExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
