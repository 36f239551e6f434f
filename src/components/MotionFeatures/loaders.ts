// framer-motion's feature bundles, each in a chunk of its own, loaded once the page is idle: nothing
// animates before a visitor acts, and a page's first load does not carry them.
import { whenIdle } from '../../lib/preloadable';
import { MOTION_FEATURES_IDLE_TIMEOUT_MS } from '../../lib/timing';

const afterIdle = () => new Promise<void>((resolve) => whenIdle(resolve, MOTION_FEATURES_IDLE_TIMEOUT_MS));

/** Animations, exit animations and gestures (`domAnimation`), for the site's own demos on pages without drag. */
export const loadAnimationFeatures = () => afterIdle().then(() => import('./animationFeatures')).then((module) => module.default);
/** `domMax`: drag and layout on top: MotionKitProvider's features, and the dialog pages' demos'. */
export const loadDragFeatures = () => afterIdle().then(() => import('./dragFeatures')).then((module) => module.default);
