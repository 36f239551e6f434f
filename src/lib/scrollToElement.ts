import { scrollBehavior } from './reducedMotion';

/**
 * Brings content the visitor just switched to into view when it starts off screen: above the viewport,
 * or in its lower 40 %. Content already in sight stays where it is.
 */
export function scrollIntoViewIfOffScreen(element: Element): void {
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight * 0.6) return;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
