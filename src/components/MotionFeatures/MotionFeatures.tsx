import type { ComponentType, ReactNode } from 'react';
import { LazyMotion } from 'framer-motion';
import { loadAnimationFeatures, loadDragFeatures } from './loaders';

/**
 * framer-motion's LazyMotion around the site's own motion demos (the kit's animated parts get the
 * features from MotionKitProvider). It brings framer-motion's element core (about 9 KB gzip), so it wraps
 * the pages that show such demos, never the app: pages without them do not load it. `drag` adds
 * drag-to-close (`domMax`) for the dialog pages.
 */
export function MotionFeatures({ drag = false, children }: { drag?: boolean; children: ReactNode }) {
  return (
    <LazyMotion features={drag ? loadDragFeatures : loadAnimationFeatures} strict>
      {children}
    </LazyMotion>
  );
}

/** Each of `demos` inside MotionFeatures: for a page's demos loaded as one module after the page. */
export function withMotionFeatures<M extends Record<string, ComponentType>>(demos: M, { drag = false } = {}): M {
  const wrapped = Object.entries(demos).map(([name, Demo]) => [
    name,
    function WithMotionFeatures() {
      return (
        <MotionFeatures drag={drag}>
          <Demo />
        </MotionFeatures>
      );
    },
  ]);
  return Object.fromEntries(wrapped) as M;
}
