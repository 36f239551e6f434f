// A deferred dialog that was opened but has not arrived yet still closes on Escape, so a key pressed in
// that moment is not lost (Radix takes over once the dialog is mounted).
import { useEffect } from 'react';

export function useEscapeWhileLoading(waiting: boolean, onClose: () => void) {
  useEffect(() => {
    if (!waiting) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [waiting, onClose]);
}
