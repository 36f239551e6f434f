// How the home page names motion tokens: the values always come from the generated tokens.
import { motionTokens } from '../../../build/ts/tokens';
import type { PhilosophyChip } from '../../content/home';

export type DurationName = keyof typeof motionTokens.duration;
export type EasingName = keyof typeof motionTokens.easing;

export function durationLabel(name: DurationName): string {
  return `${motionTokens.duration[name]} ms`;
}

export function cubicBezier(name: EasingName): string {
  return `cubic-bezier(${motionTokens.easing[name].join(', ')})`;
}

/** 'motion-fast 150ms', 'motion-normal 300ms', 'ease-spring'. */
export function chipLabel(chip: PhilosophyChip): string {
  return chip.kind === 'duration' ? `motion-${chip.token} ${motionTokens.duration[chip.token]}ms` : `ease-${chip.token}`;
}
