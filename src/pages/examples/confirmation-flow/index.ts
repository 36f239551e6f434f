import { live, api } from './ConfirmationFlowExample';

export { ConfirmationFlowExample as default } from './ConfirmationFlowExample';

/** The demos and the API reference load after the page (ConfirmationFlowExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => Promise.all([live.load(), api.load()]);
