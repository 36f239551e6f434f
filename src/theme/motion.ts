// Motion values for framer-motion, read from the token constants (JS animations need numbers).
import { tokens } from '../../build/ts/tokens';

type DurationName = keyof typeof tokens.motion.duration;
type EasingName = keyof typeof tokens.motion.easing;

/** Token duration in seconds, the unit framer-motion expects. */
export function seconds(name: DurationName): number {
  return tokens.motion.duration[name] / 1000;
}

export function easing(name: EasingName): [number, number, number, number] {
  return [...tokens.motion.easing[name]] as [number, number, number, number];
}

export const durationsMs = tokens.motion.duration;
export const easings = tokens.motion.easing;
export const listStaggerSeconds = tokens.motion.stagger.list / 1000;
