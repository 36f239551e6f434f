// Timings of the micro-interaction demos (SPEC section 4).

/** Motion demo buttons stay active this long, then reset. */
export const MOTION_DEMO_ACTIVE_MS = 1200;
/** Feedback demo buttons show their success label this long, then revert. */
export const FEEDBACK_REVERT_MS = 2000;
