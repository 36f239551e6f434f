// The theme studio's "apply to the whole site": the studio writes a stylesheet of the draft's custom
// properties into session storage, and the head script (src/app/boot/headScript.ts) re-applies it on every
// page load until the studio removes it, so no other route loads any of the studio's code. Only the
// names both sides share live here; the stylesheet is written by src/pages/Studio/siteOverride.ts.

/** Session storage key holding the override stylesheet's text; absent when the switch is off. */
export const STUDIO_OVERRIDE_KEY = 'motion-kit-studio-override';
/** Id of the <style> element carrying it. */
export const STUDIO_OVERRIDE_STYLE_ID = 'motion-kit-studio-override';
