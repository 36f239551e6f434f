/**
 * Where dialogs portal to: the page's body, handed to Radix's Portal as its `container`. Without one,
 * Radix waits for a layout effect to find the body, so the whole dialog renders a second time inside the
 * commit that mounts it, synchronously, in one long task; with it the dialog renders once, in the
 * interruptible render that opened it. Undefined on the server, where no dialog is ever open.
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.body;
}
