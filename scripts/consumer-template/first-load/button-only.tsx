// First-load figure (a): Button alone, with the provider and base styles as Getting Started sets them up.
import '@motion-kit/tokens/css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseStyles, Button, MotionKitProvider } from '@motion-kit/react';

const loadFeatures = () => import('./features').then((module) => module.default);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MotionKitProvider features={loadFeatures}>
      <BaseStyles />
      <Button variant="primary">Get started</Button>
    </MotionKitProvider>
  </StrictMode>,
);
