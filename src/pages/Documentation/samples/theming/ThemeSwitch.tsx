import { ThemeStoreProvider, ThemeToggle } from '@motion-kit/react';

// Flips data-theme on <html> between dark and light and stores the choice
// in localStorage under 'theme'. The toggle reads the theme store.
export function ThemeSwitch() {
  return (
    <ThemeStoreProvider>
      <ThemeToggle />
    </ThemeStoreProvider>
  );
}
