import { Toggle, useThemeStore } from '@motion-kit/react';

/** Drives the one site theme store: flipping it changes data-theme on <html> and stores the choice. */
export function ThemeSwitch() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  return (
    <Toggle
      iconType="theme"
      label="Dark mode"
      description="Switches the whole site and remembers your choice."
      checked={theme === 'dark'}
      onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
    />
  );
}
