import type { ReactNode } from 'react';
import { LazyMotion } from 'framer-motion';
import { whenIdle } from '../../lib/preloadable';
import { MOTION_FEATURES_IDLE_TIMEOUT_MS } from '../../lib/timing';

/** framer-motion's animation features (`domAnimation`), loaded once the page is idle (at most 800 ms on). */
export const loadAnimationFeatures = () =>
  new Promise<void>((resolve) => {
    whenIdle(resolve, MOTION_FEATURES_IDLE_TIMEOUT_MS);
  })
    .then(() => import('./animationFeatures'))
    .then((module) => module.default);

/**
 * The animation features around a part that draws with `m`: framer-motion's `LazyMotion` (strict: `m`
 * only), with `domAnimation` loaded once the page is idle. The kit's own animated parts (a toast, the
 * command palette's dialog; Modal and Drawer add drag) render inside one, so an app needs no
 * `LazyMotion` of its own for them; an app wraps its own `m` components in it, or in a `LazyMotion` of
 * its own. Not at the root of an app: `LazyMotion` brings about 8 KB (brotli) of framer-motion's
 * renderer with it, which only the parts that animate need, and only once they are shown.
 */
export function AnimationFeatures({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadAnimationFeatures} strict>
      {children}
    </LazyMotion>
  );
}
