import { live, api } from './ButtonsExample';

export { ButtonsExample as default } from './ButtonsExample';

/** The demos and the API reference load after the page (ButtonsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
