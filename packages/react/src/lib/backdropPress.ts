// A press on a dialog's backdrop closes the dialog at once: Radix arms its own outside-press listener a
// task after the dialog opens, so a quick press (a fast hand, a busy phone) would otherwise be lost.
// Touch is left to Radix, which waits for the click that follows a touch so the browser's delayed click
// cannot land on the page once the backdrop is gone.

/** A primary press by mouse or pen: one the backdrop acts on itself. */
export function closesAtOnce(event: PointerEvent): boolean {
  return event.button === 0 && event.pointerType !== 'touch';
}

/** A press the backdrop matching `selector` has acted on already (Radix must not close a second time). */
export function handledByBackdrop(event: PointerEvent, selector: string): boolean {
  const target = event.target;
  return closesAtOnce(event) && target instanceof Element && target.closest(selector) !== null;
}
