// Keys pressed between asking for the palette and its dialog arriving (it loads on idle, or on first
// open when that comes sooner): kept, then replayed into the palette as if it had been there all along.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { wrapIndex } from '../../lib/listbox';
import { paletteResults, type CommandRanker } from './paletteResults';
import type { Command } from './types';

/** The keys the palette acts on: text, Backspace, the arrows and Enter (Escape closes it at once). */
export function isTypeAheadKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || ['Backspace', 'ArrowDown', 'ArrowUp', 'Enter'].includes(event.key);
}

export interface ReplayedPalette {
  query: string;
  activeIndex: number;
  /** The command an Enter among the keys chose; the palette runs it as soon as it appears. */
  run?: Command;
}

/** The palette's state after `keys`, pressed in order from an empty query, exactly as its input handles them. */
export function replayTypedKeys(
  keys: readonly string[],
  commands: readonly Command[],
  maxResults: number,
  rank?: CommandRanker,
): ReplayedPalette {
  let query = '';
  let activeIndex = 0;
  for (const key of keys) {
    const { flat } = paletteResults(commands, query, maxResults, rank);
    const active = flat.length === 0 ? -1 : Math.min(activeIndex, flat.length - 1);
    if (key === 'Enter') {
      const run = flat[active];
      if (run) return { query, activeIndex: active, run };
    } else if (key === 'ArrowDown' || key === 'ArrowUp') {
      activeIndex = wrapIndex(active, key === 'ArrowDown' ? 1 : -1, flat.length);
    } else if (key === 'Backspace') {
      query = query.slice(0, -1);
      activeIndex = 0;
    } else {
      query += key;
      activeIndex = 0;
    }
  }
  return { query, activeIndex };
}

/**
 * While the palette is `open` but its dialog not yet `loaded`, records the keys the palette acts on and
 * keeps them from the page (a focused trigger would take Enter as a click, page shortcuts would take
 * letters); Escape calls `onEscape`. Returns the keys of the current opening; closing forgets them.
 */
export function useTypeAhead(open: boolean, loaded: boolean, onEscape: () => void): readonly string[] {
  const [keys, setKeys] = useState<readonly string[]>([]);
  if (!open && keys.length > 0) setKeys([]);
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  const waiting = open && !loaded;
  // A layout effect: the listener goes in the same commit as the dialog arrives, so no key falls between.
  useLayoutEffect(() => {
    if (!waiting) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (!isTypeAheadKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setKeys((previous) => [...previous, event.key]);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [waiting]);

  return keys;
}
