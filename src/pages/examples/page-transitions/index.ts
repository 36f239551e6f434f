import { live } from './PageTransitionsExample';

export { PageTransitionsExample as default } from './PageTransitionsExample';

/** The demos load after the page (PageTransitionsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
