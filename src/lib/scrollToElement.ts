import { scrollBehavior } from './reducedMotion';

/**
 * Scrolls an element to the top of the viewport (below its scroll-margin), smoothly unless the user asks
 * for reduced motion, and lands on it even when content above it is rendered lazily.
 *
 * With `content-visibility: auto`, sections between the start and the target keep placeholder heights
 * until the scroll passes them. A smooth scroll aims at a position computed from those placeholders, so
 * it can stop short of (or past) its target. Once it ends, one instant scroll corrects it: instant scrolls
 * are kept in place by scroll anchoring as the sections around the target render.
 */
export function scrollToElement(element: Element, { smooth }: { smooth: boolean }): void {
  // A newer scroll replaces a pending correction.
  cancelPending?.();
  if (typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!smooth) return;
  const view = element.ownerDocument.defaultView;
  // Browsers without scrollend (Safari before 26.2) keep the smooth scroll's landing place.
  if (!view || !('onscrollend' in view)) return;
  const land = () => {
    cancel();
    element.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
  // A visitor who scrolls on their own meanwhile takes over: no correction then.
  const cancel = () => {
    view.removeEventListener('scrollend', land);
    for (const type of USER_SCROLL_EVENTS) view.removeEventListener(type, cancel);
    if (cancelPending === cancel) cancelPending = undefined;
  };
  cancelPending = cancel;
  view.addEventListener('scrollend', land, { once: true });
  for (const type of USER_SCROLL_EVENTS) view.addEventListener(type, cancel, { once: true, passive: true });
}

let cancelPending: (() => void) | undefined;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings content the visitor just switched to into view when it starts off screen: above the viewport,
 * or in its lower 40 %. Content already in sight stays where it is.
 */
export function scrollIntoViewIfOffScreen(element: Element): void {
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight * 0.6) return;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
