import { describe, expect, it } from 'vitest';
import { easing, fadeOnly, seconds } from './motion';

describe('motion values', () => {
  it('gives token durations in seconds and easings as cubic-bezier points', () => {
    expect(seconds('fast')).toBe(0.15);
    expect(seconds('normal')).toBe(0.3);
    expect(easing('standard')).toHaveLength(4);
  });
});

describe('fadeOnly', () => {
  it('keeps the whole target when motion is not reduced', () => {
    const exit = { opacity: 0, y: 24, scale: 0.97 };
    expect(fadeOnly(exit, false)).toBe(exit);
    expect(fadeOnly(exit, null)).toBe(exit);
  });

  it('drops the move and the scale under reduced motion, so the element only fades', () => {
    expect(fadeOnly({ opacity: 0, y: 24, scale: 0.97 }, true)).toEqual({ opacity: 0 });
  });
});
