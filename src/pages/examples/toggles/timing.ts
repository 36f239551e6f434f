// Timings of the toggles example (SPEC section 9).

/** The loading sample pretends to save for this long before the switch flips. */
export const TOGGLE_LOADING_SAMPLE_MS = 2000;
