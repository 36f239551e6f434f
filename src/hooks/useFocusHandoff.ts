// Keyboard focus for controls that disable themselves: Remove at the last item, Dismiss All once nothing
// is left. A disabled control cannot keep focus, and the browser drops it to the page.
import { useLayoutEffect, type RefObject } from 'react';

/**
 * When `disabled` turns on while `control` has focus, focus moves to the element `next` returns. Browsers
 * take focus off a disabled control at their next rendering update (the HTML focus fixup rule), after
 * React's layout effects, so the control still holds it here.
 */
export function useFocusHandoff(
  control: RefObject<HTMLElement | null>,
  disabled: boolean,
  next: () => HTMLElement | null | undefined,
): void {
  useLayoutEffect(() => {
    if (disabled && control.current && control.current === document.activeElement) next()?.focus();
  }, [control, disabled, next]);
}
