// Keys an app kept while the palette was not yet mounted, replayed into it as if it had been there all along.
import { wrapIndex } from '../../lib/listbox';
import { paletteResults, type CommandRanker } from './paletteResults';
import type { Command } from './types';

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
