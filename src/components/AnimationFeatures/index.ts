export { AnimationFeatures } from './AnimationFeatures';
