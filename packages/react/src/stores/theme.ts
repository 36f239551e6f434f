// The one theme store: dark or light, persisted under 'theme', applied as data-theme on <html>.
import { createStore } from 'zustand/vanilla';

/** The themes the kit ships. */
export const THEMES = ['dark', 'light'] as const;
/** A theme's name. */
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'theme';
/** The theme when none is stored. */
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown, fallback: Theme = DEFAULT_THEME): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : fallback;
}

/** The part of Storage the theme is read from. */
export type ReadableStorage = Pick<Storage, 'getItem'>;
/** The part of Storage the theme is written to. */
export type WritableStorage = Pick<Storage, 'setItem'>;

/** Storage may be missing, blocked (throws on access) or hold garbage: all of it means the default (dark). */
export function readStoredTheme(getStorage: () => ReadableStorage | null | undefined, fallback: Theme = DEFAULT_THEME): Theme {
  try {
    return parseTheme(getStorage()?.getItem(THEME_STORAGE_KEY), fallback);
  } catch {
    return fallback;
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

/** The theme store's state. */
export interface ThemeState {
  /** The theme shown. */
  theme: Theme;
}

/** What changes the theme. */
export interface ThemeActions {
  /** Shows this theme and stores the choice. */
  setTheme: (theme: Theme) => void;
  /** Switches between dark and light and stores the choice. */
  toggleTheme: () => void;
  /** Adopts the theme the inline script already applied, without writing storage. */
  syncFromDocument: () => void;
}

/** The theme store: its state and its actions. */
export type ThemeStore = ThemeState & ThemeActions;

/** Where the theme store reads, stores and applies the theme (the browser's by default, a test's otherwise). */
export interface ThemeEnvironment {
  /** The storage the choice persists in. */
  storage: () => (ReadableStorage & WritableStorage) | null | undefined;
  /** The element whose data-theme attribute selects the theme's custom properties. */
  root: () => HTMLElement | null | undefined;
  /** Calls back once the next frame has been drawn (absent: the switch is not marked). */
  afterNextFrame?: (callback: () => void) => void;
}

export const browserThemeEnvironment: ThemeEnvironment = {
  storage: () => (typeof window === 'undefined' ? undefined : window.localStorage),
  root: () => (typeof document === 'undefined' ? undefined : document.documentElement),
  // A frame's animation callbacks run before its style is computed: the second runs once the first
  // frame, with the new theme, has been drawn.
  afterNextFrame: (callback) => requestAnimationFrame(() => requestAnimationFrame(callback)),
};

/**
 * On <html> while a theme change is drawn; GlobalStyle turns transitions off under it. Without it, every
 * element with a colour transition would fade on its own schedule while the rest snapped, and the
 * body's colour transition, inherited by every element, restyled the whole page at each frame of it:
 * hundreds of milliseconds of main-thread work on a slow phone, on the token page's thousands of
 * elements. The theme changes in one frame instead, as most design systems' sites do.
 */
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';

/** Theme changes not yet drawn, per root: the mark stays until the last of them is. */
const switchesInFlight = new WeakMap<HTMLElement, number>();

export function applyThemeToRoot(
  root: HTMLElement | null | undefined,
  theme: Theme,
  afterNextFrame?: ThemeEnvironment['afterNextFrame'],
): void {
  if (!root) return;
  if (afterNextFrame && root.dataset.theme !== theme) {
    switchesInFlight.set(root, (switchesInFlight.get(root) ?? 0) + 1);
    root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
    afterNextFrame(() => {
      const left = (switchesInFlight.get(root) ?? 1) - 1;
      switchesInFlight.set(root, left);
      if (left === 0) root.removeAttribute(THEME_SWITCHING_ATTRIBUTE);
    });
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Makes a theme store, for ThemeStoreProvider's `store` prop (tests, or a store shared outside React). */
export function createThemeStore(
  initState: ThemeState = { theme: DEFAULT_THEME },
  env: ThemeEnvironment = browserThemeEnvironment,
) {
  return createStore<ThemeStore>()((set, get) => ({
    ...initState,
    setTheme: (theme) => {
      applyThemeToRoot(env.root(), theme, env.afterNextFrame);
      writeStoredTheme(env.storage, theme);
      set({ theme });
    },
    toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
    syncFromDocument: () => {
      const fromRoot = env.root()?.dataset.theme;
      const theme = fromRoot === 'light' || fromRoot === 'dark' ? fromRoot : readStoredTheme(env.storage, initState.theme);
      applyThemeToRoot(env.root(), theme, env.afterNextFrame);
      set({ theme });
    },
  }));
}

/** A theme store as createThemeStore returns it (a zustand store). */
export type ThemeStoreApi = ReturnType<typeof createThemeStore>;
