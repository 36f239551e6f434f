// Mantine's counterpart of first-load app (a): Button alone inside MantineProvider, with Mantine's styles.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider } from '@mantine/core';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <Button>Get started</Button>
    </MantineProvider>
  </StrictMode>,
);
