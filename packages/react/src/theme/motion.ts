// Motion values for framer-motion, read from the token constants (JS animations need numbers).
import { motionTokens } from '@motion-kit/tokens';

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

/**
 * An enter or exit target as a visitor who asked for reduced motion gets it: the fade alone. The root's
 * `MotionConfig reducedMotion="user"` applies transforms at once instead of animating them, so an exit
 * that also moves or scales would make the element jump by that much and then fade.
 */
export function fadeOnly<Target extends { opacity: number }>(target: Target, reduceMotion: boolean | null): Target | { opacity: number } {
  return reduceMotion ? { opacity: target.opacity } : target;
}
