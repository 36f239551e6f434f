import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advanceKeySequence, KEY_SEQUENCE_TIMEOUT_MS, useKeySequenceShortcuts, type KeySequenceBinding } from '.';

const bindings = (runs: Record<string, () => void>): KeySequenceBinding[] =>
  Object.entries(runs).map(([keys, run]) => ({ keys: keys.split(' '), run }));

describe('advanceKeySequence', () => {
  it('completes a two-key sequence, ignoring case', () => {
    const home = vi.fn();
    const list = bindings({ 'G H': home });
    const first = advanceKeySequence([], 'g', list);
    expect(first).toEqual({ pending: ['g'] });
    expect(advanceKeySequence(first.pending, 'H', list).match?.run).toBe(home);
  });

  it('starts over from the new key when the sequence breaks', () => {
    const list = bindings({ 'G H': vi.fn() });
    expect(advanceKeySequence(['g'], 'x', list)).toEqual({ pending: [] });
    expect(advanceKeySequence(['g'], 'g', list)).toEqual({ pending: ['g'] });
  });
});

describe('useKeySequenceShortcuts', () => {
  function Listener({ list }: { list: KeySequenceBinding[] }) {
    useKeySequenceShortcuts(list);
    return <input aria-label="field" />;
  }

  it('runs the binding when its keys are pressed in order', () => {
    const docs = vi.fn();
    render(<Listener list={bindings({ 'G D': docs })} />);
    fireEvent.keyDown(window, { key: 'g' });
    fireEvent.keyDown(window, { key: 'd' });
    expect(docs).toHaveBeenCalledTimes(1);
  });

  it('ignores keys typed into a field', () => {
    const docs = vi.fn();
    const { getByRole } = render(<Listener list={bindings({ 'G D': docs })} />);
    const field = getByRole('textbox', { name: 'field' });
    fireEvent.keyDown(field, { key: 'g' });
    fireEvent.keyDown(field, { key: 'd' });
    expect(docs).not.toHaveBeenCalled();
  });

  it('forgets the first key after the timeout', () => {
    const docs = vi.fn();
    vi.useFakeTimers();
    render(<Listener list={bindings({ 'G D': docs })} />);
    fireEvent.keyDown(window, { key: 'g' });
    vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS + 1);
    fireEvent.keyDown(window, { key: 'd' });
    expect(docs).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
