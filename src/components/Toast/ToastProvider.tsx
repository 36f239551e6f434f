// Holds one toast store per app (never module-level: prerendering shares one process) and renders the viewport.
import { createContext, memo, Suspense, use, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createToastStore, type ToastStore, type ToastStoreApi } from './toastStore';
import { preloadable } from '../../lib/preloadable';
import { useMotionScope } from '../MotionScope';
import type { ToastOptions } from './toastQueue';

const ToastStoreContext = createContext<ToastStoreApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** A store made elsewhere (tests, or an app that shares one); by default the provider makes its own. */
  store?: ToastStoreApi;
  /**
   * How far below the top of the screen top-anchored toasts start: an app with a sticky header passes its
   * height, so toasts do not cover its controls (on a phone the close button sat on the menu toggle).
   */
  topOffset?: string;
}

export function ToastProvider({ children, store: given, topOffset = '0px' }: ToastProviderProps) {
  const [store] = useState(() => given ?? createToastStore());
  return (
    <ToastStoreContext.Provider value={store}>
      {children}
      <DeferredToastViewport store={store} topOffset={topOffset} />
    </ToastStoreContext.Provider>
  );
}

// The viewport (its styles, and the toasts' presence animation) is not part of a page's first load:
// no first render shows a toast. The prerender loads it first (`preloadToast`), so the HTML
// holds the empty live region; hydration leaves that markup as it is, inside its Suspense boundary,
// until the chunk arrives (asked for as hydration reaches it). A toast shown meanwhile waits in the
// store and appears once the viewport is live.
const viewport = preloadable(() => import('./ToastViewport'));

/**
 * Loads the viewport and the toast component ahead of the first toast (the prerender, so the HTML holds
 * the live region; tests, or a page about to show one).
 */
export const preloadToast = () => viewport.load().then((module) => module.preloadToastItem());

function LazyToastViewport(props: { store: ToastStoreApi; topOffset: string }) {
  const { ToastViewport } = use(viewport.load());
  return <ToastViewport {...props} />;
}

/** Memoised: the provider re-rendering does not touch the boundary while it waits. */
const DeferredToastViewport = memo(function DeferredToastViewport(props: { store: ToastStoreApi; topOffset: string }) {
  return (
    <Suspense fallback={null}>
      <LazyToastViewport {...props} />
    </Suspense>
  );
});

function useToastStoreApi(): ToastStoreApi {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToast must be used within ToastProvider');
  return store;
}

/** Reads a slice of the toast store; throws outside ToastProvider. */
export function useToastStore<T>(selector: (state: ToastStore) => T): T {
  return useStore(useToastStoreApi(), selector);
}

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
