import type { ReactNode } from 'react';
import { BaseStyles, MotionKitProvider } from '@motion-kit/react';
import { GlobalStyle } from './GlobalStyle';
import { RouterLink } from './RouterLink';
import { SiteToasts } from './SiteToasts';
// The loaders alone: the component beside them brings framer-motion's LazyMotion, which the app stage must not.
import { loadDragFeatures } from '../components/MotionFeatures/loaders';
/** Everything the pages need around them, and the toasts' viewport; shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    // All of framer-motion's features (domMax) for the kit's dialogs, palette and toasts, on every page: a
    // part mounts once they are there (the kit waits for them), and features that arrive while it is
    // mounted, as a dialog page's drag features would from its own LazyMotion, leave it transparent and
    // never let it leave.
    <MotionKitProvider features={loadDragFeatures} linkComponent={RouterLink}>
      <BaseStyles />
      <GlobalStyle />
      {children}
      <SiteToasts />
    </MotionKitProvider>
  );
}
