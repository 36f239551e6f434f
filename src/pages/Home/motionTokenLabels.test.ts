import { describe, expect, it } from 'vitest';
import { tokens } from '../../../build/ts/tokens';
import { MOTION_PHILOSOPHY } from '../../content/home';
import { chipLabel, cubicBezier, durationLabel } from './motionTokenLabels';

describe('home motion labels', () => {
  it('shows the philosophy chips motion-fast 150ms, motion-normal 300ms and ease-spring from the tokens', () => {
    expect(MOTION_PHILOSOPHY.chips.map(chipLabel)).toEqual(['motion-fast 150ms', 'motion-normal 300ms', 'ease-spring']);
  });

  it('prints durations in milliseconds from the token values', () => {
    expect(durationLabel('slow')).toBe(`${tokens.motion.duration.slow} ms`);
    expect(durationLabel('fast')).toBe('150 ms');
  });

  it('prints an easing as the CSS cubic-bezier of its token', () => {
    expect(cubicBezier('spring')).toBe(`cubic-bezier(${tokens.motion.easing.spring.join(', ')})`);
  });
});
