// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { closesAtOnce, outsideBox } from './backdropPress';

const press = (init: { button?: number; pointerType?: string }) => {
  const event = new MouseEvent('pointerdown', { button: init.button ?? 0, bubbles: true }) as PointerEvent;
  Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'mouse' });
  return event;
};

describe('backdrop presses', () => {
  it('acts at once on a primary mouse or pen press, not on touch or other buttons', () => {
    expect(closesAtOnce(press({ pointerType: 'mouse' }))).toBe(true);
    expect(closesAtOnce(press({ pointerType: 'pen' }))).toBe(true);
    expect(closesAtOnce(press({ pointerType: 'touch' }))).toBe(false);
    expect(closesAtOnce(press({ button: 2 }))).toBe(false);
  });

  it("tells a press on a dialog's ::backdrop (outside its box) from one on the dialog", () => {
    const box = { left: 100, top: 50, right: 300, bottom: 250 };
    expect(outsideBox(box, { clientX: 99, clientY: 100 })).toBe(true);
    expect(outsideBox(box, { clientX: 200, clientY: 251 })).toBe(true);
    expect(outsideBox(box, { clientX: 100, clientY: 50 })).toBe(false);
    expect(outsideBox(box, { clientX: 300, clientY: 250 })).toBe(false);
  });
});
