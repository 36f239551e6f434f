import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createThemeStore, DEFAULT_THEME, THEME_STORAGE_KEY, parseTheme, type Theme, type ThemeStore, type ThemeStoreApi } from './theme';

const ThemeStoreContext = createContext<ThemeStoreApi | null>(null);

/** Props of ThemeStoreProvider. */
export interface ThemeStoreProviderProps {
  /** The part of the app that reads and switches the theme. */
  children: ReactNode;
  /** A store made elsewhere (tests); by default the provider makes its own. */
  store?: ThemeStoreApi;
  /** The theme until the stored one is read (server HTML, the first render), default 'dark'. */
  defaultTheme?: Theme;
}

/** Holds the theme store that `useThemeStore` and ThemeToggle read (MotionKitProvider renders it). */
export function ThemeStoreProvider({ children, store: given, defaultTheme = DEFAULT_THEME }: ThemeStoreProviderProps) {
  const [store] = useState(() => given ?? createThemeStore({ theme: defaultTheme }));

  useEffect(() => {
    // Server HTML is rendered in the default theme; after hydration adopt what the head script applied.
    store.getState().syncFromDocument();
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) store.getState().setTheme(parseTheme(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <ThemeStoreContext.Provider value={store}>{children}</ThemeStoreContext.Provider>;
}

/** Reads the theme store: `useThemeStore((state) => state.theme)`. Throws outside MotionKitProvider. */
export function useThemeStore<T>(selector: (state: ThemeStore) => T): T {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useThemeStore must be used within MotionKitProvider');
  return useStore(store, selector);
}
