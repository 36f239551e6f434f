import { useEffect, useRef } from 'react';
import { completedSequence, isEditableTarget, type PendingKey } from './keySequence';

export interface KeySequence {
  id: string;
  /** Pressed one after the other, e.g. G then H. */
  keys: readonly string[];
  run: () => void;
}

/**
 * Runs the two-key shortcut (G then H) a visitor types anywhere outside a text field. A sequence it runs
 * is marked handled (`preventDefault`), so another list on the page that binds the same keys stands aside
 * and the shortcut acts once.
 */
export function useKeySequences(sequences: readonly KeySequence[]): void {
  const latest = useRef(sequences);
  useEffect(() => {
    latest.current = sequences;
  }, [sequences]);

  useEffect(() => {
    let pending: PendingKey | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isEditableTarget(event.target)) {
        pending = null;
        return;
      }
      const sequence = completedSequence(latest.current, pending, event.key, event.timeStamp);
      pending = sequence ? null : { key: event.key, at: event.timeStamp };
      if (!sequence) return;
      event.preventDefault();
      sequence.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
