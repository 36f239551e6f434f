// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NAVIGATION_SHORTCUTS } from './demos/ShortcutList';
import { KEY_SEQUENCE_TIMEOUT_MS, completedSequence, isEditableTarget } from './demos/CommandPaletteDemo';

describe('completedSequence', () => {
  it('finds the shortcut that G then T completes', () => {
    expect(completedSequence(NAVIGATION_SHORTCUTS, { key: 'g', at: 0 }, 't', 300)?.label).toBe('Tokens');
  });

  it('ignores a second key that comes too late', () => {
    expect(completedSequence(NAVIGATION_SHORTCUTS, { key: 'g', at: 0 }, 'h', KEY_SEQUENCE_TIMEOUT_MS + 1)).toBeUndefined();
  });

  it('needs a first key and a known pair', () => {
    expect(completedSequence(NAVIGATION_SHORTCUTS, null, 'h', 0)).toBeUndefined();
    expect(completedSequence(NAVIGATION_SHORTCUTS, { key: 'x', at: 0 }, 'h', 10)).toBeUndefined();
  });
});

describe('isEditableTarget', () => {
  it('treats fields as editable and buttons as not', () => {
    expect(isEditableTarget(document.createElement('input'))).toBe(true);
    expect(isEditableTarget(document.createElement('textarea'))).toBe(true);
    expect(isEditableTarget(document.createElement('button'))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
