// Holds one toast store per app (never module-level: prerendering shares one process). It renders nothing:
// the toasts appear in `ToastViewport`, which the app places itself (as Mantine's `<Notifications />` and
// sonner's `<Toaster />`), so an app that shows no toast at first load does not load their animation code.
import { useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createToastStore, type ToastStore, type ToastStoreApi } from './toastStore';
import { useMotionScope } from '../MotionScope/motionScopeContext';
import { TOAST_DEFAULT_POSITION, TOAST_MAX, type ToastOptions, type ToastPosition } from './toastQueue';
import { ToastStoreContext } from './toastContext';

/** Props of ToastProvider. */
export interface ToastProviderProps {
  /** The part of the app whose `useToast` calls reach this provider's toasts. */
  children?: ReactNode;
  /** A store made elsewhere (tests, or an app that shares one); by default the provider makes its own. */
  store?: ToastStoreApi;
  /** Where toasts appear until changed (default 'top-right'). */
  position?: ToastPosition;
  /** How many toasts show at once (default 5). */
  max?: number;
}

/**
 * Holds the toasts of an app (MotionKitProvider renders one; a nested one gives its part toasts of its own).
 * `ToastViewport` inside it shows them; toasts raised before the viewport mounts wait in the store.
 */
export function ToastProvider({ children, store: given, position = TOAST_DEFAULT_POSITION, max = TOAST_MAX }: ToastProviderProps) {
  const [store] = useState(() => given ?? createToastStore({ position }, { max }));
  return <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>;
}

function useToastStoreApi(): ToastStoreApi {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToast must be used within MotionKitProvider');
  return store;
}

/** Reads a slice of the toast store; throws outside ToastProvider. */
export function useToastStore<T>(selector: (state: ToastStore) => T): T {
  return useStore(useToastStoreApi(), selector);
}

/** What useToast returns: the toasts shown, their position and what changes them. */
export type UseToastResult = Pick<ToastStore, 'toasts' | 'position' | 'show' | 'dismiss' | 'dismissAll' | 'setPosition'>;

/** The toast API for components: the list, the position and the actions. Throws outside ToastProvider. */
export function useToast(): UseToastResult {
  const store = useToastStoreApi();
  const toasts = useStore(store, (state) => state.toasts);
  const position = useStore(store, (state) => state.position);
  const { show: showAnywhere, dismiss, dismissAll, setPosition } = store.getState();
  // A toast shown from a docs preview follows that preview's motion controls, though it renders elsewhere.
  const motionScope = useMotionScope();
  const show = motionScope ? (options: ToastOptions) => showAnywhere({ motionScope, ...options }) : showAnywhere;
  return { toasts, position, show, dismiss, dismissAll, setPosition };
}
