import { live } from './ModalsExample';

export { ModalsExample as default } from './ModalsExample';

/** The demos load after the page (ModalsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
