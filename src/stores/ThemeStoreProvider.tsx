import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createThemeStore, THEME_STORAGE_KEY, parseTheme, type ThemeStore, type ThemeStoreApi } from './theme';

const ThemeStoreContext = createContext<ThemeStoreApi | null>(null);

export function ThemeStoreProvider({ children, store: given }: { children: ReactNode; store?: ThemeStoreApi }) {
  const [store] = useState(() => given ?? createThemeStore());

  useEffect(() => {
    // Server HTML is rendered as dark; after hydration adopt what the inline script applied.
    store.getState().syncFromDocument();
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) store.getState().setTheme(parseTheme(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <ThemeStoreContext.Provider value={store}>{children}</ThemeStoreContext.Provider>;
}

export function useThemeStore<T>(selector: (state: ThemeStore) => T): T {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useThemeStore must be used within ThemeStoreProvider');
  return useStore(store, selector);
}
