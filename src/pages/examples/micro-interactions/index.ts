import { live } from './MicroInteractionsExample';

export { MicroInteractionsExample as default } from './MicroInteractionsExample';

/** The demos load after the page (MicroInteractionsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
