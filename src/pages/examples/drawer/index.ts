import { live } from './DrawerExample';

export { DrawerExample as default } from './DrawerExample';

/** The demos load after the page (DrawerExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
