// Renders a site part the way the app does (theme, motion features) with animations skipped, for jsdom tests.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { LazyMotion, MotionConfig, domMax } from 'framer-motion';
import { theme } from '@motion-kit/react';

function TestProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MotionConfig skipAnimations>
        <LazyMotion features={domMax} strict>
          {children}
        </LazyMotion>
      </MotionConfig>
    </ThemeProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestProviders, ...options });
}
