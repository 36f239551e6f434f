// "Apply to the whole site": the draft's stylesheet kept in session storage, which the head script
// re-applies on each page load (src/app/boot/headScript.ts), and in a <style> element for the page open now.
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

/** A theme as the token config names it: its selector, and whether it is the default (`:root`) theme. */
export interface OverrideTheme {
  name: string;
  selector: string;
  isDefault: boolean;
}

/**
 * CSS rules declaring `declarations` per theme. Each theme selector is doubled (`:root:root`), so the
 * rules outrank the site's own theme stylesheet whatever order the two load in; the default theme's rule
 * comes first, so another theme's rule wins on an element both match (`:root[data-theme="light"]`).
 * `scope` places each selector (e.g. on the dialogs portalled out of the app root).
 */
export function overrideStylesheet(
  declarations: Readonly<Record<string, Readonly<Record<string, string>>>>,
  themes: readonly OverrideTheme[],
  scope: (selector: string) => string = (selector) => selector + selector,
): string {
  return [...themes]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((theme) => {
      const body = Object.entries(declarations[theme.name] ?? {})
        .map(([name, value]) => `${name}:${value};`)
        .join('');
      if (!body) return '';
      const selector = theme.selector
        .split(',')
        .map((part) => scope(part.trim()))
        .join(',');
      return `${selector}{${body}}`;
    })
    .join('');
}
