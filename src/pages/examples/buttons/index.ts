import { live } from './ButtonsExample';

export { ButtonsExample as default } from './ButtonsExample';

/** The demos load after the page (ButtonsExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
