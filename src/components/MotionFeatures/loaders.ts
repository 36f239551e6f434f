// framer-motion's feature bundles, each in a chunk of its own, loaded once the page is idle: nothing
// animates before a visitor acts, and a page's first load does not carry them.
import { whenIdle } from '../../lib/preloadable';
import { MOTION_FEATURES_IDLE_TIMEOUT_MS } from '../../lib/timing';

const afterIdle = () => new Promise<void>((resolve) => whenIdle(resolve, MOTION_FEATURES_IDLE_TIMEOUT_MS));

/** Animations, exit animations and gestures (`domAnimation`): MotionKitProvider's features for the site. */
export const loadAnimationFeatures = () => afterIdle().then(() => import('./animationFeatures')).then((module) => module.default);
/** `domMax`: drag and layout on top, for the pages whose dialogs can be dragged to close. */
export const loadDragFeatures = () => afterIdle().then(() => import('./dragFeatures')).then((module) => module.default);
