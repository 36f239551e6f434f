// The theme studio's "apply to the whole site": the studio writes a stylesheet of the draft's custom
// properties into session storage, and the head script (src/app/headScript.ts) re-applies it on every
// page load until the studio removes it, so no other route loads any of the studio's code.

/** Session storage key holding the override stylesheet's text; absent when the switch is off. */
export const STUDIO_OVERRIDE_KEY = 'motion-kit-studio-override';
/** Id of the <style> element carrying it. */
export const STUDIO_OVERRIDE_STYLE_ID = 'motion-kit-studio-override';

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
