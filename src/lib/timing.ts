// The site's timing constants of SPEC section 9 that no design token names (the kit has its own).

/** Route changes scroll to the top after this delay. */
export const SCROLL_TO_TOP_DELAY_MS = 100;
/** Selecting a design-token or component category scrolls to its section after this delay. */
export const CATEGORY_SCROLL_DELAY_MS = 100;
/** The copy button shows 'Copied!' this long. */
export const COPIED_INDICATOR_MS = 2000;
/** Motion features load when the browser is idle after hydration, or after this long at the latest. */
export const MOTION_FEATURES_IDLE_TIMEOUT_MS = 800;

/** Deferred modules (dialog internals, the highlighter) load when idle after hydration, or after this long at the latest. */
export const DEFERRED_MODULE_IDLE_TIMEOUT_MS = 2000;

/**
 * Content that depends on a URL's query or hash stays hidden until hydration shows the right state,
 * but never longer than this: if the app's scripts fail to load, the prerendered default appears.
 * index.html's head style holds it (an animation delay, which the reduced-motion rule leaves alone);
 * src/app/boot/headScript.test.ts keeps the two equal.
 */
export const URL_STATE_HIDE_MAX_MS = 2000;
