// The inline script at the top of every page's <head>, run before the first paint. vite.config.ts
// (headScriptPlugin) serialises `headScript` with its options from this file into index.html, for the dev
// server and the build alike, so the theme rules here and in stores/theme.ts cannot drift apart.
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '../stores/theme.ts';
import { URL_STATE_ATTRIBUTE } from '../hooks/useHydrated.ts';
import { STUDIO_OVERRIDE_KEY, STUDIO_OVERRIDE_STYLE_ID } from '../lib/studioOverride.ts';

export interface HeadScriptOptions {
  storageKey: string;
  themes: readonly Theme[];
  defaultTheme: Theme;
  urlStateAttribute: string;
  reducedMotionAttribute: string;
  /** Session storage key and <style> id of the theme studio's "apply to the whole site" stylesheet. */
  studioOverrideKey: string;
  studioOverrideStyleId: string;
}

/**
 * Applies the stored theme (the default when none, another value, or storage that throws) as data-theme
 * and color-scheme, and marks URL state the prerendered page cannot know (a category query or a hash) as
 * pending, which the head style hides until hydration shows it, and marks the document when the OS asks
 * for reduced motion, so the prerendered page's CSS motion is off before any stylesheet media query or
 * app code could decide it (GlobalStyle keys its reduced rule on the mark too), and re-applies the theme
studio's draft stylesheet while the studio's switch is on (src/lib/studioOverride.ts), so no page but the
studio carries studio code. Runs serialised in the page: it may use
 * nothing but its options and the page's globals.
 */
export function headScript({ storageKey, themes, defaultTheme, urlStateAttribute, reducedMotionAttribute, studioOverrideKey, studioOverrideStyleId }: HeadScriptOptions): void {
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
  try {
    const override = window.sessionStorage.getItem(studioOverrideKey);
    if (override !== null) {
      const style = document.createElement('style');
      style.id = studioOverrideStyleId;
      style.textContent = override;
      document.head.appendChild(style);
    }
  } catch {
    // Blocked storage: no studio override.
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
  studioOverrideKey: STUDIO_OVERRIDE_KEY,
  studioOverrideStyleId: STUDIO_OVERRIDE_STYLE_ID,
};

/** The script's text as the page runs it; `minify` (the build's minifier) shortens it. */
export function headScriptSource(minify: (code: string) => string = (code) => code): string {
  return minify(`(${headScript.toString()})(${JSON.stringify(HEAD_SCRIPT_OPTIONS)})`);
}
