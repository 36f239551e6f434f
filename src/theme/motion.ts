// Motion values for framer-motion, read from the token constants (JS animations need numbers).
import { motionTokens } from '../../build/ts/tokens';

type DurationName = keyof typeof motionTokens.duration;
type EasingName = keyof typeof motionTokens.easing;

/** Token duration in seconds, the unit framer-motion expects. */
export function seconds(name: DurationName): number {
  return motionTokens.duration[name] / 1000;
}

export function easing(name: EasingName): [number, number, number, number] {
  return [...motionTokens.easing[name]] as [number, number, number, number];
}

export const durationsMs = motionTokens.duration;
export const easings = motionTokens.easing;
export const listStaggerSeconds = motionTokens.stagger.list / 1000;
