// The page's demos as one module loaded after the page (deferredDemos): framer-motion's element core with the demos that use it.
import { withMotionFeatures } from '../../../components/MotionFeatures';
import { RouteTransitionDemo } from './demos/RouteTransitionDemo';

export const demos = withMotionFeatures({ RouteTransitionDemo });
