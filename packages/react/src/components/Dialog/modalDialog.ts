// A modal dialog on the platform's <dialog>: showModal() puts it in the top layer and makes the rest of the
// page inert (out of reach of the pointer, Tab and assistive technology) and turns Escape into a `cancel`
// event. What the element leaves to us, as the WAI-ARIA dialog pattern asks: focus moves in on open, Tab
// wraps at the ends (the browser would move on to its own toolbar), focus returns to the opener, the page
// stops scrolling, the rest of the page is aria-hidden too (hideOthers), a press on the backdrop closes, and
// every close goes through the app's onClose.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { closesAtOnce, outsideBox } from '../../lib/backdropPress';
import { lockScroll } from '../../lib/scrollLock';
import { hideOthers } from '../../lib/hideOthers';

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** The elements inside `root` that Tab reaches, in order (not disabled, no negative tabindex, not hidden). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      !element.closest('[hidden], [inert]') &&
      // jsdom has no checkVisibility; browsers leave out what CSS hides (display: none, a closed <details>).
      element.checkVisibility?.() !== false,
  );
}

/** Where Tab (or Shift+Tab) must move focus to keep it inside: the other end, or null to let it move on. */
export function wrapTarget(tabbable: readonly HTMLElement[], active: Element | null, dialog: HTMLElement, backwards: boolean): HTMLElement | null {
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return null;
  if (backwards) return active === first || active === dialog || !dialog.contains(active) ? last : null;
  return active === last || !dialog.contains(active) ? first : null;
}

export interface ModalDialogOptions {
  /** Called for Escape, a backdrop press and a close by the browser. */
  onClose: () => void;
  /** Whether a press on the backdrop closes the dialog. */
  closeOnBackdrop: boolean;
  /** Focused on open instead of the first element Tab reaches. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus returns on close; by default, what had focus as the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Props for a `<dialog>` element shown as a modal dialog while it is mounted (mount it open, unmount it to
 * close, after any exit animation).
 */
export function useModalDialog({ onClose, closeOnBackdrop, initialFocusRef, returnFocusRef }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef(onClose);
  const closedByUs = useRef(false);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    closedByUs.current = false;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const unlock = lockScroll(dialog.ownerDocument);
    if (!dialog.open) dialog.showModal();
    const reveal = hideOthers(dialog);
    const initial = initialFocusRef?.current;
    if (initial) initial.focus();
    // showModal focused the first focusable element (or one with autofocus), unless the dialog held focus already.
    else if (!dialog.contains(document.activeElement)) (tabbableIn(dialog)[0] ?? dialog).focus();
    return () => {
      // Still modal here (the element leaves the page after this), the opener would be inert: close it first.
      closedByUs.current = true;
      if (dialog.open) dialog.close();
      reveal();
      unlock();
      // Read at close on purpose: the opener an app's ref holds then (it may note it after this mounts).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusRef ? returnFocusRef.current : opener;
      if (target?.isConnected) target.focus();
    };
  }, [initialFocusRef, returnFocusRef]);

  const pressedBackdrop = (event: MouseEvent<HTMLDialogElement>) =>
    closeOnBackdrop && event.target === event.currentTarget && outsideBox(event.currentTarget.getBoundingClientRect(), event);

  return {
    ref,
    'aria-modal': 'true' as const,
    tabIndex: -1,
    onCancel(event: { preventDefault(): void }) {
      // The app decides: the dialog stays until it is unmounted, which lets it animate out.
      event.preventDefault();
      latest.current();
    },
    onClose() {
      // The browser closed it without a cancellable `cancel` (a second Escape without a user gesture between).
      if (!closedByUs.current) latest.current();
    },
    onPointerDownCapture(event: ReactPointerEvent<HTMLDialogElement>) {
      if (!pressedBackdrop(event)) return;
      // Capture, stopped before it reaches the panel: a press on the backdrop must not start the panel's
      // drag gesture, whose snap back would hold the panel in place as it leaves.
      event.stopPropagation();
      if (closesAtOnce(event.nativeEvent)) latest.current();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if ((event.nativeEvent as PointerEvent).pointerType === 'touch' && pressedBackdrop(event)) latest.current();
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const dialog = event.currentTarget;
      const tabbable = tabbableIn(dialog);
      const target = tabbable.length ? wrapTarget(tabbable, document.activeElement, dialog, event.shiftKey) : dialog;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
