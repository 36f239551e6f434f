import type { ReactNode } from 'react';
import { BaseStyles, MotionKitProvider } from '@motion-kit/react';
import { GlobalStyle } from './GlobalStyle';
import { RouterLink } from './RouterLink';
import { SiteToasts } from './SiteToasts';
// The loaders alone: the component beside them brings framer-motion's LazyMotion, which the app stage must not.
import { loadAnimationFeatures } from '../components/MotionFeatures/loaders';
/** Everything the pages need around them, and the toasts' viewport; shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MotionKitProvider features={loadAnimationFeatures} linkComponent={RouterLink}>
      <BaseStyles />
      <GlobalStyle />
      {children}
      <SiteToasts />
    </MotionKitProvider>
  );
}
