// The inline script at the top of every page's <head>, run before the first paint. vite.config.ts
// (headScriptPlugin) serialises it into index.html, for the dev server and the build alike: the kit's theme
// script (`themeScriptSource` of @motion-kit/react, which the plugin passes in) and the site's own marks.
import { URL_STATE_ATTRIBUTE } from '../hooks/useHydrated.ts';
import { STUDIO_OVERRIDE_KEY, STUDIO_OVERRIDE_STYLE_ID } from '../lib/studioOverride.ts';

export interface HeadScriptOptions {
  urlStateAttribute: string;
  reducedMotionAttribute: string;
  /** Session storage key and <style> id of the theme studio's "apply to the whole site" stylesheet. */
  studioOverrideKey: string;
  studioOverrideStyleId: string;
}

/**
 * Marks URL state the prerendered page cannot know (a category query or a hash) as pending, which the head
 * style hides until hydration shows it, marks the document when the OS asks for reduced motion, so the
 * prerendered page's CSS motion is off before any stylesheet media query or app code could decide it
 * (GlobalStyle keys its reduced rule on the mark too), and re-applies the theme studio's draft stylesheet
 * while the studio's switch is on (src/lib/studioOverride.ts), so no page but the studio carries studio
 * code. Runs serialised in the page: it may use nothing but its options and the page's globals.
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
