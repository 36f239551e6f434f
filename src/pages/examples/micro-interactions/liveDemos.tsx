// The page's demos as one module loaded after the page (deferredDemos): framer-motion's element core with the demos that use it.
import { withMotionFeatures } from '../../../components/MotionFeatures';
import { CounterButton } from '../buttons/demos/CounterButton';
import { LikeButton } from '../buttons/demos/LikeButton';
import { MotionDemoButtons } from './demos/MotionDemoButtons';

export const demos = withMotionFeatures({ MotionDemoButtons, CounterButton, LikeButton });
