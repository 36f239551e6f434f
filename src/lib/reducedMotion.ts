import { prefersReducedMotion } from '@motion-kit/react';

/** How a scroll the site starts on its own should move: at once for visitors who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
