import type { ReactNode } from 'react';
import { LazyMotion } from 'framer-motion';

const loadDragFeatures = () => import('./dragFeatures').then((module) => module.default);

/**
 * The site's root loads framer-motion's `domAnimation` only; the pages whose Modal or Drawer demos can be
 * dragged to close wrap their demos in this, which adds drag (`domMax`) for them once one is shown.
 */
export function DragFeatures({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadDragFeatures} strict>
      {children}
    </LazyMotion>
  );
}
