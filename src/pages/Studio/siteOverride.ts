// "Apply to the whole site": the draft's stylesheet kept in session storage, which the head script
// re-applies on each page load (src/app/headScript.ts), and in a <style> element for the page open now.
import { STUDIO_OVERRIDE_KEY, STUDIO_OVERRIDE_STYLE_ID } from '../../lib/studioOverride';

export function siteOverrideActive(): boolean {
  try {
    return window.sessionStorage.getItem(STUDIO_OVERRIDE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Applies `css` to every page of this tab until called with null. */
export function setSiteOverride(css: string | null): void {
  try {
    if (css === null) window.sessionStorage.removeItem(STUDIO_OVERRIDE_KEY);
    else window.sessionStorage.setItem(STUDIO_OVERRIDE_KEY, css);
  } catch {
    // Blocked storage: the override still applies to this page, not to the next load.
  }
  let style = document.getElementById(STUDIO_OVERRIDE_STYLE_ID);
  if (css === null) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = STUDIO_OVERRIDE_STYLE_ID;
    document.head.append(style);
  }
  style.textContent = css;
}
