/** The media query for the visitor's reduced-motion setting, for code that subscribes to its changes. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor's reduced-motion setting now; false where it cannot be read (the server, old browsers). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
