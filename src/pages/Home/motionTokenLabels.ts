// How the home page names motion tokens: the values always come from the generated tokens.
import { tokens } from '../../../build/ts/tokens';
import type { PhilosophyChip } from '../../content/home';

export type DurationName = keyof typeof tokens.motion.duration;
export type EasingName = keyof typeof tokens.motion.easing;

export function durationLabel(name: DurationName): string {
  return `${tokens.motion.duration[name]} ms`;
}

export function cubicBezier(name: EasingName): string {
  return `cubic-bezier(${tokens.motion.easing[name].join(', ')})`;
}

/** 'motion-fast 150ms', 'motion-normal 300ms', 'ease-spring'. */
export function chipLabel(chip: PhilosophyChip): string {
  return chip.kind === 'duration' ? `motion-${chip.token} ${tokens.motion.duration[chip.token]}ms` : `ease-${chip.token}`;
}
