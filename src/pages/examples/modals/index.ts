import { live, api } from './ModalsExample';

export { ModalsExample as default } from './ModalsExample';

/** The demos and the API reference load after the page (ModalsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
