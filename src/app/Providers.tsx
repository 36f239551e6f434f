import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MotionConfig } from 'framer-motion';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ThemeStoreProvider } from '../stores/ThemeStoreProvider';
// The module, not the experience barrel: through the barrel the adaptation rules, which only pages use,
// would count as reachable from the entry and land in its chunk.
import { ExperienceProvider } from '../experience/ExperienceProvider';
import { ToastProvider } from '../components/Toast';

/** Everything the pages need around them; shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeStoreProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MotionConfig reducedMotion="user">
          {/* No LazyMotion here: each part that animates brings its own (AnimationFeatures), so the
              renderer it needs is not in every page's first load. */}
          <ExperienceProvider>
            <ToastProvider topOffset={theme.size.header}>{children}</ToastProvider>
          </ExperienceProvider>
        </MotionConfig>
      </ThemeProvider>
    </ThemeStoreProvider>
  );
}
