// The kit's timing and count defaults that no design token names (SPEC section 9).

/** A search list closes this long after its input loses focus. */
export const SEARCH_BLUR_CLOSE_MS = 200;
/** Search results shown at most. */
export const SEARCH_RESULTS_MAX = 8;
/** Command palette results shown at most by default. */
export const COMMAND_PALETTE_MAX_RESULTS = 10;
/** A command palette's copied indicator shows this long. */
export const COPIED_INDICATOR_MS = 2000;
