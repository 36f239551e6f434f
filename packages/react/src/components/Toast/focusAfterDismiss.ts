// Where keyboard focus goes when a toast is dismissed from one of its own buttons, so it does not fall
// to the start of the document: the next toast that stays, or else where focus came from.

/** Per toast list: the element focus came from when it entered the list (never written while rendering). */
const cameFrom = new WeakMap<Element, HTMLElement>();

/** Call on focus entering a toast: remembers the outside element it came from. */
export function noteFocusEntry(item: Element, from: EventTarget | null): void {
  const list = item.parentElement;
  if (list && from instanceof HTMLElement && !list.contains(from)) cameFrom.set(list, from);
}

/**
 * The control to focus when the toast `item` is dismissed from one of its buttons: the first button of
 * the next toast that stays (or else of the one before it), or else the element focus came from.
 */
export function focusAfterDismiss(item: Element): HTMLElement | null {
  const list = item.parentElement;
  if (!list) return null;
  const staying = [...list.children].filter((toast) => toast === item || !toast.hasAttribute('data-leaving'));
  const at = staying.indexOf(item);
  for (const toast of [...staying.slice(at + 1), ...staying.slice(0, at).reverse()]) {
    const button = toast.querySelector<HTMLElement>('button');
    if (button) return button;
  }
  const origin = cameFrom.get(list);
  return origin?.isConnected ? origin : null;
}
