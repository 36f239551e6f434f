import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { optionPointerProps, wrapIndex } from './listbox';

describe('wrapIndex', () => {
  it('wraps past both ends and gives -1 for an empty list', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });

  it('starts at the first option going down and at the last going up when none is active', () => {
    expect(wrapIndex(-1, 1, 4)).toBe(0);
    expect(wrapIndex(-1, -1, 4)).toBe(3);
  });
});

describe('optionPointerProps', () => {
  it('keeps focus in the input and activates on hover only when it changes', () => {
    const setActive = vi.fn();
    const props = optionPointerProps(2, 0, setActive);
    const preventDefault = vi.fn();
    props.onMouseDown({ preventDefault } as unknown as MouseEvent);
    expect(preventDefault).toHaveBeenCalled();
    props.onMouseMove();
    expect(setActive).toHaveBeenCalledWith(2);
    optionPointerProps(2, 2, setActive).onMouseMove();
    expect(setActive).toHaveBeenCalledTimes(1);
  });
});
