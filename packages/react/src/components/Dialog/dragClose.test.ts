import { describe, expect, it } from 'vitest';
import { DRAG_CLOSE_OFFSET_PX, DRAG_CLOSE_VELOCITY, shouldCloseOnDrag } from './dragClose';

const still = { x: 0, y: 0 };

describe('shouldCloseOnDrag', () => {
  it('uses the spec thresholds of 100 px and 500 px/s', () => {
    expect(DRAG_CLOSE_OFFSET_PX).toBe(100);
    expect(DRAG_CLOSE_VELOCITY).toBe(500);
  });

  it('keeps the dialog open for a slow drag of exactly 100 px and closes it one pixel further', () => {
    expect(shouldCloseOnDrag({ offset: { x: 0, y: 100 }, velocity: still, direction: 'down' })).toBe(false);
    expect(shouldCloseOnDrag({ offset: { x: 0, y: 101 }, velocity: still, direction: 'down' })).toBe(true);
  });

  it('keeps the dialog open for a short flick of exactly 500 px/s and closes it just above', () => {
    expect(shouldCloseOnDrag({ offset: { x: 0, y: 10 }, velocity: { x: 0, y: 500 }, direction: 'down' })).toBe(false);
    expect(shouldCloseOnDrag({ offset: { x: 0, y: 10 }, velocity: { x: 0, y: 501 }, direction: 'down' })).toBe(true);
  });

  it('keeps a 60 px slow drag open', () => {
    expect(shouldCloseOnDrag({ offset: { x: 0, y: 60 }, velocity: { x: 0, y: 200 }, direction: 'down' })).toBe(false);
  });

  it('ignores drags against the closing direction, however far or fast', () => {
    expect(shouldCloseOnDrag({ offset: { x: 0, y: -300 }, velocity: { x: 0, y: -2000 }, direction: 'down' })).toBe(false);
    expect(shouldCloseOnDrag({ offset: { x: 300, y: 0 }, velocity: { x: 2000, y: 0 }, direction: 'left' })).toBe(false);
  });

  it('ignores movement along the other axis', () => {
    expect(shouldCloseOnDrag({ offset: { x: 300, y: 0 }, velocity: { x: 2000, y: 0 }, direction: 'down' })).toBe(false);
    expect(shouldCloseOnDrag({ offset: { x: 0, y: 300 }, velocity: { x: 0, y: 2000 }, direction: 'right' })).toBe(false);
  });

  it.each([
    ['up', { x: 0, y: -150 }],
    ['down', { x: 0, y: 150 }],
    ['left', { x: -150, y: 0 }],
    ['right', { x: 150, y: 0 }],
  ] as const)('closes when dragged 150 px %s', (direction, offset) => {
    expect(shouldCloseOnDrag({ offset, velocity: still, direction })).toBe(true);
  });

  it.each([
    ['up', { x: 0, y: -600 }],
    ['down', { x: 0, y: 600 }],
    ['left', { x: -600, y: 0 }],
    ['right', { x: 600, y: 0 }],
  ] as const)('closes on a fast flick %s even when short', (direction, velocity) => {
    expect(shouldCloseOnDrag({ offset: still, velocity, direction })).toBe(true);
  });
});
