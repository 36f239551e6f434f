import '@motion-kit/tokens/css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseStyles, MotionKitProvider, ToastViewport } from '@motion-kit/react';
import { App } from './App';

// framer-motion's animation features load after the first paint, from your app's own chunk.
const loadFeatures = () => import('./features').then((module) => module.default);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MotionKitProvider features={loadFeatures}>
      <BaseStyles />
      <App />
      <ToastViewport />
    </MotionKitProvider>
  </StrictMode>,
);
