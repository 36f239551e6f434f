import type { ReactNode } from 'react';
import { BaseStyles, MotionKitProvider } from '@motion-kit/react';
import { GlobalStyle } from './GlobalStyle';
import { RouterLink } from './RouterLink';
import { SiteToasts } from './SiteToasts';
import { whenIdle } from '../lib/preloadable';
import { MOTION_FEATURES_IDLE_TIMEOUT_MS } from '../lib/timing';

/**
 * framer-motion's features (src/app/motionFeatures.ts) arrive once the page is idle: nothing animates
 * before a visitor acts, and the page's first load does not carry them.
 */
const loadMotionFeatures = () =>
  new Promise<void>((resolve) => {
    whenIdle(resolve, MOTION_FEATURES_IDLE_TIMEOUT_MS);
  })
    .then(() => import('./motionFeatures'))
    .then((module) => module.default);

/** Everything the pages need around them, and the toasts' viewport; shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MotionKitProvider features={loadMotionFeatures} linkComponent={RouterLink}>
      <BaseStyles />
      <GlobalStyle />
      {children}
      <SiteToasts />
    </MotionKitProvider>
  );
}
