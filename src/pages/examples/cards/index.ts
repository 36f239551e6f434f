import { api } from './CardsExample';
export { CardsExample as default } from './CardsExample';

/** The API reference loads after the page (CardsExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
