export { MotionFeatures, withMotionFeatures } from './MotionFeatures';
