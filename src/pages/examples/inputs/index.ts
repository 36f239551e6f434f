import { api } from './InputsExample';
export { InputsExample as default } from './InputsExample';

/** The API reference loads after the page (InputsExample.tsx); the prerender awaits it. */
export const preloadDeferred = () => api.load();
