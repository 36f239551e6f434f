// A press on a modal dialog's backdrop (its ::backdrop, whose events target the <dialog> itself, outside
// its box) closes it. A mouse or pen press closes at once, on pointerdown; a touch closes on the click
// that ends it, so the browser's delayed click cannot land on the page once the dialog has gone.

/** A primary press by mouse or pen: one the backdrop acts on at pointerdown. */
export function closesAtOnce(event: PointerEvent): boolean {
  return event.button === 0 && event.pointerType !== 'touch';
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether a point lies outside a dialog's box: a press there is on its ::backdrop. */
export function outsideBox(box: Box, point: { clientX: number; clientY: number }): boolean {
  return point.clientX < box.left || point.clientX > box.right || point.clientY < box.top || point.clientY > box.bottom;
}
