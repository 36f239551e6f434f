import { RouteTransitionDemo } from './RouteTransitionDemo';

/**
 * Under prefers-reduced-motion the site drops the slide and keeps a short crossfade: the change is still
 * visible, nothing moves. Here the variant is forced with slide={0} so you can compare it.
 */
export function ReducedMotionTransition() {
  return <RouteTransitionDemo slide={0} label="Demo pages, reduced motion" />;
}
