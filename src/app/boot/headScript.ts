// The inline script at the top of every page's <head>, run before the first paint: the kit's theme script
// (`themeScriptSource` of @motion-kit/react), then the site's marks. headScriptPlugin (scripts/vite/plugins.ts)
// serialises it into index.html, for the dev server and the build alike.
import { URL_STATE_ATTRIBUTE } from '../../hooks/useHydrated.ts';
import { STUDIO_OVERRIDE_KEY, STUDIO_OVERRIDE_STYLE_ID } from '../../lib/studioOverride.ts';

/** Set on <html> when the OS asks for reduced motion (GlobalStyle keys its reduced rule on it). */
export const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';
const OPTIONS = { urlState: URL_STATE_ATTRIBUTE, reducedMotion: REDUCED_MOTION_ATTRIBUTE, studioKey: STUDIO_OVERRIDE_KEY, studioStyleId: STUDIO_OVERRIDE_STYLE_ID };

/** Marks URL state the prerendered page cannot know (a category query, a hash) as pending, hidden by the head
 * style until hydration; marks reduced motion before any CSS or app code could decide it; re-applies the
 * theme studio's draft stylesheet (src/lib/studioOverride.ts). Runs serialised: only its options and globals. */
function headScript({ urlState, reducedMotion, studioKey, studioStyleId }: typeof OPTIONS): void {
  const root = document.documentElement;
  if (/[?&]category=/.test(location.search) || location.hash.length > 1) root.setAttribute(urlState, 'pending');
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) root.setAttribute(reducedMotion, 'reduce');
  try {
    const override = window.sessionStorage.getItem(studioKey);
    if (override !== null) document.head.appendChild(Object.assign(document.createElement('style'), { id: studioStyleId, textContent: override }));
  } catch {
    // Blocked storage: no studio override.
  }
}

/** The script's text as the page runs it: the theme script, then the site's marks; `minify` (the build's minifier) shortens it. */
export function headScriptSource(themeScript: string, minify: (code: string) => string = (code) => code): string {
  return minify(`${themeScript};(${headScript.toString()})(${JSON.stringify(OPTIONS)})`);
}
