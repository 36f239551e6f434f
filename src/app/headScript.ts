// The inline script at the top of every page's <head>, run before the first paint. vite.config.ts
// (headScriptPlugin) serialises `headScript` with its options from this file into index.html, for the dev
// server and the build alike, so the theme rules here and in stores/theme.ts cannot drift apart.
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '../stores/theme.ts';
import { URL_STATE_ATTRIBUTE } from '../hooks/useHydrated.ts';

export interface HeadScriptOptions {
  storageKey: string;
  themes: readonly Theme[];
  defaultTheme: Theme;
  urlStateAttribute: string;
  reducedMotionAttribute: string;
}

/**
 * Applies the stored theme (the default when none, another value, or storage that throws) as data-theme
 * and color-scheme, and marks URL state the prerendered page cannot know (a category query or a hash) as
 * pending, which the head style hides until hydration shows it, and marks the document when the OS asks
 * for reduced motion, so the prerendered page's CSS motion is off before any stylesheet media query or
 * app code could decide it (GlobalStyle keys its reduced rule on the mark too). Runs serialised in the page: it may use
 * nothing but its options and the page's globals.
 */
export function headScript({ storageKey, themes, defaultTheme, urlStateAttribute, reducedMotionAttribute }: HeadScriptOptions): void {
  let theme: string = defaultTheme;
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored !== null && themes.indexOf(stored as Theme) >= 0) theme = stored;
  } catch {
    // Blocked storage (a privacy mode) means the default theme.
  }
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  if (/[?&]category=/.test(location.search) || location.hash.length > 1) root.setAttribute(urlStateAttribute, 'pending');
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    root.setAttribute(reducedMotionAttribute, 'reduce');
  }
}

/** Set on <html> by the head script when the OS asks for reduced motion. */
export const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

export const HEAD_SCRIPT_OPTIONS: HeadScriptOptions = {
  storageKey: THEME_STORAGE_KEY,
  themes: THEMES,
  defaultTheme: DEFAULT_THEME,
  urlStateAttribute: URL_STATE_ATTRIBUTE,
  reducedMotionAttribute: REDUCED_MOTION_ATTRIBUTE,
};

/** The script's text as the page runs it; `minify` (the build's minifier) shortens it. */
export function headScriptSource(minify: (code: string) => string = (code) => code): string {
  return minify(`(${headScript.toString()})(${JSON.stringify(HEAD_SCRIPT_OPTIONS)})`);
}
