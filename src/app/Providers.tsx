import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ThemeStoreProvider } from '../stores/ThemeStoreProvider';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Everything the pages need around them; shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeStoreProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MotionConfig reducedMotion="user">
          <LazyMotion features={loadMotionFeatures} strict>
            {children}
          </LazyMotion>
        </MotionConfig>
      </ThemeProvider>
    </ThemeStoreProvider>
  );
}
