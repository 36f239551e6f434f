// Modal and Drawer keep their dialog machinery (Radix Dialog, motion, drag) in a separate chunk: it loads
// when the browser is idle after the page appears, or at the latest when the dialog first opens.
import { useDeferredValue, useEffect, type ComponentType } from 'react';
import { preloadable, usePreloaded } from '../../lib/preloadable';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog component whose implementation arrives on idle or first open, plus a function that loads it
 * ahead of time (tests, or a page that is about to open one).
 */
export function deferredDialog<P extends DialogProps>(name: string, load: () => Promise<ComponentType<P>>) {
  const implementation = preloadable(load);
  function Deferred(props: P) {
    // Offline, a dialog that cannot arrive closes again, so the next click is a new attempt.
    const Loaded = usePreloaded(implementation, props.open, { onNeededLoadFailed: props.onClose });
    // The dialog opens in a render of its own that yields to the browser every few milliseconds, so a
    // slow phone answers the click at once instead of freezing while the dialog is built. It closes at once.
    const shown = useDeferredValue(props.open) && props.open;
    useEscapeWhileLoading(props.open && !(Loaded && shown), props.onClose);
    // The component comes from the module cache, so it is the same function on every render.
    // eslint-disable-next-line react-hooks/static-components
    return Loaded ? <Loaded {...props} open={shown} /> : null;
  }
  Deferred.displayName = name;
  return { Dialog: Deferred, preload: () => implementation.load() };
}

/**
 * A dialog that was opened but has not arrived yet still closes on Escape, so a key pressed in that
 * moment is not lost (Radix takes over once the dialog is mounted).
 */
function useEscapeWhileLoading(waiting: boolean, onClose: () => void) {
  useEffect(() => {
    if (!waiting) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [waiting, onClose]);
}
