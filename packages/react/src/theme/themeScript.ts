// The stored theme applied before the first paint, as Mantine's ColorSchemeScript and next-themes do: an
// inline script at the top of <head>, so a visitor who chose light never sees a dark first paint.
// No JSX and no package import beyond the theme store's constants: server code and build tools read it.
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '../stores/theme.ts';

/** Options of ThemeScript and themeScriptSource. */
export interface ThemeScriptOptions {
  /** The storage key the theme store persists under (default 'theme'). */
  storageKey?: string;
  /** The theme when none is stored, another value is, or storage throws (default 'dark'). */
  defaultTheme?: Theme;
}

/** Runs serialised in the page: it may use nothing but its arguments and the page's globals. */
function applyStoredTheme(storageKey: string, themes: readonly string[], defaultTheme: string): void {
  let theme = defaultTheme;
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored !== null && themes.indexOf(stored) >= 0) theme = stored;
  } catch {
    // Blocked storage (a privacy mode) means the default theme.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
}

/**
 * The text of the head script that applies the stored theme as `data-theme` and `color-scheme` on <html>,
 * for an app that writes its own <head> (a server template, a build plugin). `ThemeScript` renders it.
 */
export function themeScriptSource({ storageKey = THEME_STORAGE_KEY, defaultTheme = DEFAULT_THEME }: ThemeScriptOptions = {}): string {
  return `(${applyStoredTheme.toString()})(${[storageKey, THEMES, defaultTheme].map((value) => JSON.stringify(value)).join(',')})`;
}
