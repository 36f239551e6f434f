// The toast store: made per provider by a factory (no module-level store, prerendering shares one process).
import { createStore } from 'zustand/vanilla';
import {
  createToast,
  enqueueToast,
  removeToast,
  TOAST_DEFAULT_POSITION,
  TOAST_MAX,
  type Toast,
  type ToastOptions,
  type ToastPosition,
} from './toastQueue';

/** The toast store's state. */
export interface ToastState {
  /** The toasts shown, oldest first. */
  toasts: Toast[];
  /** Where they appear. */
  position: ToastPosition;
}

/** What changes the toast store. */
export interface ToastActions {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes the toast with this id. */
  dismiss: (id: string) => void;
  /** Closes every toast. */
  dismissAll: () => void;
  /** Moves the toasts to another position. */
  setPosition: (position: ToastPosition) => void;
}

/** The toast store: its state and its actions. */
export type ToastStore = ToastState & ToastActions;

/** Options of createToastStore. */
export interface ToastStoreOptions {
  /** How many toasts show at once; the oldest closes when one more arrives (default 5). */
  max?: number;
}

function notifyRemoved(removed: readonly Toast[]) {
  for (const toast of removed) toast.onDismiss?.(toast.id);
}

/** Makes a toast store, for ToastProvider's `store` prop (tests, or a store shared outside React). */
export function createToastStore(
  initState: Partial<ToastState> = {},
  { max = TOAST_MAX }: ToastStoreOptions = {},
) {
  // Ids count per store, so two renders of the same app never disagree and no randomness is needed.
  let nextId = 0;
  return createStore<ToastStore>()((set, get) => ({
    toasts: initState.toasts ?? [],
    position: initState.position ?? TOAST_DEFAULT_POSITION,
    show: (options) => {
      nextId += 1;
      const toast = createToast(options, options.id ?? `toast-${nextId}`);
      const change = enqueueToast(get().toasts, toast, max);
      set({ toasts: change.toasts });
      notifyRemoved(change.removed);
      return toast.id;
    },
    dismiss: (id) => {
      const change = removeToast(get().toasts, id);
      if (change.removed.length === 0) return;
      set({ toasts: change.toasts });
      notifyRemoved(change.removed);
    },
    dismissAll: () => {
      const removed = get().toasts;
      if (removed.length === 0) return;
      set({ toasts: [] });
      notifyRemoved(removed);
    },
    setPosition: (position) => set({ position }),
  }));
}

/** A toast store as createToastStore returns it (a zustand store). */
export type ToastStoreApi = ReturnType<typeof createToastStore>;
