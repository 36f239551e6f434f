// Motion values for framer-motion, read from the token constants (JS animations need numbers).
import { motionTokens } from '@motion-kit/tokens';
import type { DurationName, EasingName } from './motionSpec';

/** Token duration in seconds, the unit framer-motion expects. */
export function seconds(name: DurationName): number {
  return motionTokens.duration[name] / 1000;
}

/** An easing token as the cubic-bezier array framer-motion expects. */
export function easing(name: EasingName): [number, number, number, number] {
  return [...motionTokens.easing[name]] as [number, number, number, number];
}

/** Duration tokens in milliseconds. */
export const durationsMs = motionTokens.duration;
/** Easing tokens as cubic-bezier arrays. */
export const easings = motionTokens.easing;
/** The delay between items of a list as they enter, in seconds. */
export const listStaggerSeconds = motionTokens.stagger.list / 1000;

/**
 * An enter or exit target as a visitor who asked for reduced motion gets it: the fade alone. The root's
 * `MotionConfig reducedMotion="user"` applies transforms at once instead of animating them, so an exit
 * that also moves or scales would make the element jump by that much and then fade.
 */
export function fadeOnly<Target extends { opacity: number }>(target: Target, reduceMotion: boolean | null): Target | { opacity: number } {
  return reduceMotion ? { opacity: target.opacity } : target;
}
