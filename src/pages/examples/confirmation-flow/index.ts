import { live } from './ConfirmationFlowExample';

export { ConfirmationFlowExample as default } from './ConfirmationFlowExample';

/** The demos load after the page (ConfirmationFlowExample.tsx); the prerender awaits them. */
export const preloadDeferred = () => live.load();
