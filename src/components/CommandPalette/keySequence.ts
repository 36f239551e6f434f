// Two-key shortcuts pressed one after the other (G then H), as the sample commands and shortcut list show them.
import { useEffect, useRef } from 'react';

/** The second key must follow the first within this time. */
export const KEY_SEQUENCE_TIMEOUT_MS = 1000;

export interface KeySequenceBinding {
  keys: readonly string[];
  run: () => void;
}

/**
 * Given the keys pressed so far (already lower-cased) and a new key, returns the binding completed, if any,
 * and the keys still pending (a prefix of some binding).
 */
export function advanceKeySequence(
  pending: readonly string[],
  key: string,
  bindings: readonly KeySequenceBinding[],
): { match?: KeySequenceBinding; pending: string[] } {
  const lower = (keys: readonly string[]) => keys.map((entry) => entry.toLowerCase());
  for (const attempt of [[...pending, key.toLowerCase()], [key.toLowerCase()]]) {
    const match = bindings.find((binding) => lower(binding.keys).join(' ') === attempt.join(' '));
    if (match) return { match, pending: [] };
    const isPrefix = bindings.some((binding) => {
      const keys = lower(binding.keys);
      return keys.length > attempt.length && attempt.every((entry, index) => keys[index] === entry);
    });
    if (isPrefix) return { pending: attempt };
  }
  return { pending: [] };
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Runs a binding when its keys are pressed in order, ignoring keys typed into fields or held with modifiers. */
export function useKeySequenceShortcuts(bindings: readonly KeySequenceBinding[], enabled = true): void {
  const bindingsRef = useRef(bindings);
  useEffect(() => {
    bindingsRef.current = bindings;
  }, [bindings]);

  useEffect(() => {
    if (!enabled) return;
    let pending: string[] = [];
    let lastAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key.length !== 1) return;
      const now = Date.now();
      if (now - lastAt > KEY_SEQUENCE_TIMEOUT_MS) pending = [];
      lastAt = now;
      const result = advanceKeySequence(pending, event.key, bindingsRef.current);
      pending = result.pending;
      if (result.match) {
        event.preventDefault();
        result.match.run();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
