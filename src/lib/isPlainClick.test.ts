import { describe, expect, it } from 'vitest';
import { isPlainClick } from './isPlainClick';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is a primary-button click without modifier keys', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('is not a click that opens a tab or window, nor another button', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
