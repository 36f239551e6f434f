import '@motion-kit/tokens/css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import { ExperienceProvider, ToastProvider, theme } from '@motion-kit/react';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <MotionConfig reducedMotion="user">
        <LazyMotion features={domAnimation} strict>
          <ExperienceProvider>
            <ToastProvider>
              <App />
            </ToastProvider>
          </ExperienceProvider>
        </LazyMotion>
      </MotionConfig>
    </ThemeProvider>
  </StrictMode>,
);
