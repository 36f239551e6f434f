// The toasts' viewport: the live region toasts appear in.
import { AnimatePresence } from 'framer-motion';
import { WithFeatures } from '../MotionKitProvider/WithFeatures';
import { useContext } from 'react';
import { useStore } from 'zustand';
import { ToastStoreContext } from './toastContext';
import type { ToastStoreApi } from './toastStore';
import { ToastItem } from './Toast';
import * as S from './ToastViewport.styles';

/** The name of the toasts' landmark region, present while at least one toast is shown. */
export const TOAST_REGION_LABEL = 'Notifications';

/** Props of ToastViewport. */
export interface ToastViewportProps {
  /**
   * How far below the top of the screen top-anchored toasts start (default '0px'): an app with a sticky
   * header passes its height, so toasts do not cover its controls.
   */
  topOffset?: string;
  /** The store to show (default: the nearest provider's). */
  store?: ToastStoreApi;
}

/**
 * The live region toasts appear in: render it once inside MotionKitProvider, beside the app. It brings the
 * toasts' animation code, so an app may load it late (`React.lazy` of a module of its own that re-exports
 * it); toasts raised before it mounts appear when it does.
 */
export function ToastViewport({ topOffset = '0px', store: given }: ToastViewportProps) {
  const fromContext = useContext(ToastStoreContext);
  const store = given ?? fromContext;
  if (!store) throw new Error('ToastViewport must be used within MotionKitProvider');
  const toasts = useStore(store, (state) => state.toasts);
  const position = useStore(store, (state) => state.position);
  const dismiss = useStore(store, (state) => state.dismiss);
  // A landmark only while it holds toasts: an empty "Notifications" region would be listed among the
  // landmarks and share its name with any control of the same name. The live region is the list
  // inside, which stays put, so announcements do not depend on the landmark.
  return (
    <section aria-label={toasts.length > 0 ? TOAST_REGION_LABEL : undefined}>
      <S.Viewport $position={position} $topOffset={topOffset} data-position={position} aria-live="polite" aria-relevant="additions text">
        <WithFeatures>
          <AnimatePresence initial={false}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} position={position} onDismiss={dismiss} />
            ))}
          </AnimatePresence>
        </WithFeatures>
      </S.Viewport>
    </section>
  );
}

