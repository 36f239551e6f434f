import { live, api } from './PageTransitionsExample';

export { PageTransitionsExample as default } from './PageTransitionsExample';

/** The demos and the API reference load after the page (PageTransitionsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
