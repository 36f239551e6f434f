// The inline script at the top of every page's <head>, run before the first paint: the kit's theme script
// (`themeScriptSource` of @motion-kit/react) and the site's own marks. headScriptPlugin
// (scripts/vite/plugins.ts) serialises it into index.html, for the dev server and the build alike.
import { URL_STATE_ATTRIBUTE } from '../../hooks/useHydrated.ts';
import { STUDIO_OVERRIDE_KEY, STUDIO_OVERRIDE_STYLE_ID } from '../../lib/studioOverride.ts';

export interface HeadScriptOptions {
  urlStateAttribute: string;
  reducedMotionAttribute: string;
  /** Session storage key and <style> id of the theme studio's "apply to the whole site" stylesheet. */
  studioOverrideKey: string;
  studioOverrideStyleId: string;
}

/**
 * Marks URL state the prerendered page cannot know (a category query, a hash) as pending, which the head
 * style hides until hydration shows it; marks reduced motion before any CSS or app code could decide it
 * (GlobalStyle keys its reduced rule on the mark); re-applies the theme studio's draft stylesheet while
 * the studio's switch is on (src/lib/studioOverride.ts). Runs serialised: only its options and globals.
 */
export function headScript({ urlStateAttribute, reducedMotionAttribute, studioOverrideKey, studioOverrideStyleId }: HeadScriptOptions): void {
  const root = document.documentElement;
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
  urlStateAttribute: URL_STATE_ATTRIBUTE,
  reducedMotionAttribute: REDUCED_MOTION_ATTRIBUTE,
  studioOverrideKey: STUDIO_OVERRIDE_KEY,
  studioOverrideStyleId: STUDIO_OVERRIDE_STYLE_ID,
};

/** The script's text as the page runs it: the theme script, then the site's marks; `minify` (the build's minifier) shortens it. */
export function headScriptSource(themeScript: string, minify: (code: string) => string = (code) => code): string {
  return minify(`${themeScript};(${headScript.toString()})(${JSON.stringify(HEAD_SCRIPT_OPTIONS)})`);
}
