import { describe, expect, it } from 'vitest';
import { commit, HISTORY_LIMIT, redo, startHistory, undo } from './history';

describe('draft history', () => {
  it('undoes and redoes, and a new edit clears what could be redone', () => {
    let h = commit(commit(startHistory('a'), 'b'), 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = redo(h);
    expect(h.present).toBe('c');
    h = commit(undo(h), 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(undo(undo(h))).present).toBe('a');
  });

  it('makes one step of a gesture', () => {
    let h = commit(startHistory('a'), 'b', 'drag');
    h = commit(h, 'c', 'drag');
    h = commit(h, 'd', 'drag');
    expect(undo(h).present).toBe('a');
    expect(undo(commit(h, 'e', 'other')).present).toBe('d');
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) h = commit(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(5);
  });
});
