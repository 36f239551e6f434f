import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ThemeStoreProvider } from '../stores/ThemeStoreProvider';
// The module, not the experience barrel: through the barrel the adaptation rules, which only pages use,
// would count as reachable from the entry and land in its chunk.
import { ExperienceProvider } from '../experience/ExperienceProvider';
import { ToastProvider } from '../components/Toast';
import { whenIdle } from '../lib/preloadable';
import { MOTION_FEATURES_IDLE_TIMEOUT_MS } from '../lib/timing';

/** framer-motion's features arrive once the page is idle: nothing animates before a visitor acts. */
const loadMotionFeatures = () =>
  new Promise<void>((resolve) => {
    whenIdle(resolve, MOTION_FEATURES_IDLE_TIMEOUT_MS);
  })
    .then(() => import('./motionFeatures'))
    .then((module) => module.default);

/** Everything the pages need around them; shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeStoreProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MotionConfig reducedMotion="user">
          <LazyMotion features={loadMotionFeatures} strict>
            <ExperienceProvider>
              <ToastProvider topOffset={theme.size.header}>{children}</ToastProvider>
            </ExperienceProvider>
          </LazyMotion>
        </MotionConfig>
      </ThemeProvider>
    </ThemeStoreProvider>
  );
}
