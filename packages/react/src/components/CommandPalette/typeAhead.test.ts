import { describe, expect, it, vi } from 'vitest';
import { replayTypedKeys } from './typeAhead';
import type { Command } from './types';

function makeCommands() {
  const run = { home: vi.fn(), settings: vi.fn(), docs: vi.fn() };
  const commands: Command[] = [
    { id: 'home', title: 'Go to Home', category: 'Navigation', action: run.home },
    { id: 'settings', title: 'Open Settings', category: 'User', action: run.settings },
    { id: 'docs', title: 'Open Documentation', category: 'Help', action: run.docs },
  ];
  return { commands, run };
}

describe('replayTypedKeys', () => {
  const { commands } = makeCommands();

  it('types text and takes Backspace back, the first result active', () => {
    expect(replayTypedKeys(['d', 'o', 'x', 'Backspace', 'c'], commands, 10)).toEqual({ query: 'doc', activeIndex: 0 });
  });

  it('moves the active result with the arrows, wrapping at both ends', () => {
    expect(replayTypedKeys(['ArrowDown', 'ArrowDown'], commands, 10).activeIndex).toBe(2);
    expect(replayTypedKeys(['ArrowUp'], commands, 10).activeIndex).toBe(2);
    expect(replayTypedKeys(['ArrowDown', 'ArrowDown', 'ArrowDown'], commands, 10).activeIndex).toBe(0);
  });

  it('starts from the first result again when the query changes', () => {
    expect(replayTypedKeys(['ArrowDown', 'o'], commands, 10).activeIndex).toBe(0);
  });

  it('stops at Enter with the command it chose', () => {
    const replayed = replayTypedKeys(['s', 'e', 't', 'Enter', 'x'], commands, 10);
    expect(replayed.query).toBe('set');
    expect(replayed.run?.id).toBe('settings');
  });

  it('ignores an Enter with nothing to run', () => {
    const replayed = replayTypedKeys(['z', 'z', 'z', 'Enter'], commands, 10);
    expect(replayed.query).toBe('zzz');
    expect(replayed.run).toBeUndefined();
  });
});
