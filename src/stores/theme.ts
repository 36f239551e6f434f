// The one theme store: dark or light, persisted under 'theme', applied as data-theme on <html>.
import { createStore } from 'zustand/vanilla';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** Storage may be missing, blocked (throws on access) or hold garbage: all of it means dark. */
export function readStoredTheme(getStorage: () => ReadableStorage | null | undefined): Theme {
  try {
    return parseTheme(getStorage()?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/** Returns false when the theme could not be stored (blocked or full storage); the page goes on. */
export function writeStoredTheme(getStorage: () => WritableStorage | null | undefined, theme: Theme): boolean {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

export interface ThemeState {
  theme: Theme;
}

export interface ThemeActions {
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  /** Adopts the theme the inline script already applied, without writing storage. */
  syncFromDocument: () => void;
}

export type ThemeStore = ThemeState & ThemeActions;

export interface ThemeEnvironment {
  storage: () => (ReadableStorage & WritableStorage) | null | undefined;
  root: () => HTMLElement | null | undefined;
}

export const browserThemeEnvironment: ThemeEnvironment = {
  storage: () => (typeof window === 'undefined' ? undefined : window.localStorage),
  root: () => (typeof document === 'undefined' ? undefined : document.documentElement),
};

export function applyThemeToRoot(root: HTMLElement | null | undefined, theme: Theme): void {
  if (!root) return;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function createThemeStore(
  initState: ThemeState = { theme: DEFAULT_THEME },
  env: ThemeEnvironment = browserThemeEnvironment,
) {
  return createStore<ThemeStore>()((set, get) => ({
    ...initState,
    setTheme: (theme) => {
      applyThemeToRoot(env.root(), theme);
      writeStoredTheme(env.storage, theme);
      set({ theme });
    },
    toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
    syncFromDocument: () => {
      const fromRoot = env.root()?.dataset.theme;
      const theme = fromRoot === 'light' || fromRoot === 'dark' ? fromRoot : readStoredTheme(env.storage);
      applyThemeToRoot(env.root(), theme);
      set({ theme });
    },
  }));
}

export type ThemeStoreApi = ReturnType<typeof createThemeStore>;
