import { live, api } from './MicroInteractionsExample';

export { MicroInteractionsExample as default } from './MicroInteractionsExample';

/** The demos and the API reference load after the page (MicroInteractionsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
