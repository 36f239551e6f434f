// Motion declared as data: each kit component says once which properties move, between which values, with
// which duration and easing tokens (by name) and what its reduced-motion variant keeps. The component reads
// the declaration through the MotionScope hook, and the docs' spec panel lists the same declaration with the
// tokens' current values, so neither can drift from the other or from the token JSON.
import { motionTokens } from '@motion-kit/tokens';

/** A duration token's name. */
export type DurationName = keyof typeof motionTokens.duration;
/** An easing token's name. */
export type EasingName = keyof typeof motionTokens.easing;
/** Springs, without the generated `<name>-duration` entries beside them. */
export type SpringName = Exclude<keyof typeof motionTokens.spring, `${string}-duration`>;
/** A cubic-bezier easing's four control values. */
export type CubicBezier = readonly [number, number, number, number];

/** Values of the properties a kit component moves (framer-motion target keys). */
export type MotionValues = Partial<Record<'opacity' | 'x' | 'y' | 'scale', number | string>>;

/** A tween on a duration and an easing token, or a spring token. */
export type MotionTiming = { duration: DurationName; easing: EasingName } | { spring: SpringName };

/** One animated part of a component: how it enters, leaves and moves under reduced motion. */
export interface MotionPart {
  /** What moves, as the spec panel names it ("Panel", "Backdrop"). */
  label: string;
  /** Where the part enters from and, unless `exit` says otherwise, where it leaves to. */
  hidden: MotionValues;
  /** The part at rest, on screen. */
  shown: MotionValues;
  /** Where the part leaves to when it differs from `hidden`. */
  exit?: MotionValues;
  /** Hidden states per variant (Drawer's `direction`), replacing `hidden`. */
  variants?: Readonly<Record<string, MotionValues>>;
  /** The hidden state for a visitor who asked for reduced motion: only these properties animate. */
  reduced: MotionValues;
  /** Timing of the entrance (and of the exit unless `exitTiming` is set). */
  enter: MotionTiming;
  /** Timing of the exit when it differs from the entrance. */
  exitTiming?: MotionTiming;
}

/** A component's motion, declared as data: each animated part by name. */
export interface MotionDeclaration {
  /** The component's name. */
  component: string;
  /** Its animated parts by name. */
  parts: Readonly<Record<string, MotionPart>>;
}

/** Keeps the literal part names, so `useMotionParts(modalMotion).panel` is typed. */
export function defineMotion<const D extends MotionDeclaration>(declaration: D): D {
  return declaration;
}

/** The token values a declaration is resolved against: the build's by default, a test's copy otherwise. */
export interface MotionTokenValues {
  /** Duration tokens in milliseconds. */
  duration: Readonly<Record<string, number>>;
  /** Easing tokens as cubic-bezier arrays. */
  easing: Readonly<Record<string, readonly number[]>>;
  /** Spring tokens. */
  spring: Readonly<Record<string, unknown>>;
}

/** A spring token's values. */
export interface SpringValue {
  /** Spring stiffness. */
  stiffness: number;
  /** Spring damping. */
  damping: number;
  /** Mass of the moving part. */
  mass: number;
  /** How long the spring takes to settle, in milliseconds. */
  durationMs: number;
  /** The spring as a CSS linear() easing. */
  linear: string;
}

/** A timing with its token values: what the spec panel shows and the transition is made from. */
export type ResolvedTiming =
  | { kind: 'tween'; durationToken: string; easingToken: string; durationMs: number; easing: CubicBezier }
  | { kind: 'spring'; springToken: string; spring: SpringValue; durationMs: number };

/** A timing's token values: a tween's duration and cubic-bezier, or a spring's values. */
export function resolveTiming(timing: MotionTiming, tokens: MotionTokenValues = motionTokens): ResolvedTiming {
  if ('spring' in timing) {
    const spring = tokens.spring[timing.spring] as SpringValue | undefined;
    if (!spring) throw new Error(`motion.spring.${timing.spring} is not in the token build`);
    return { kind: 'spring', springToken: `motion.spring.${timing.spring}`, spring, durationMs: spring.durationMs };
  }
  const durationMs = tokens.duration[timing.duration];
  const easing = tokens.easing[timing.easing];
  if (durationMs === undefined) throw new Error(`motion.duration.${timing.duration} is not in the token build`);
  if (!easing || easing.length !== 4) throw new Error(`motion.easing.${timing.easing} is not in the token build`);
  return {
    kind: 'tween',
    durationToken: `motion.duration.${timing.duration}`,
    easingToken: `motion.easing.${timing.easing}`,
    durationMs,
    easing: easing as unknown as CubicBezier,
  };
}

/** How the motion inside one preview (or the whole page) is played. */
export interface MotionPlayback {
  /** 1 is normal; 0.25 plays four times as long. */
  speed: number;
  reduced: boolean;
}

export const NORMAL_PLAYBACK: MotionPlayback = { speed: 1, reduced: false };

/**
 * A framer-motion transition for a resolved timing at a playback speed. A spring slows down exactly by
 * `speed` when its stiffness scales by speed² and its damping by speed (same damping ratio, natural
 * frequency times speed).
 */
export function transitionFor(timing: ResolvedTiming, speed = 1) {
  if (timing.kind === 'spring') {
    const { stiffness, damping, mass } = timing.spring;
    return { type: 'spring' as const, stiffness: stiffness * speed * speed, damping: damping * speed, mass };
  }
  return { duration: timing.durationMs / 1000 / speed, ease: [...timing.easing] as [number, number, number, number] };
}

/** The hidden state a part enters from, for a variant and a reduced-motion choice. */
export function hiddenState(part: MotionPart, reduced: boolean, variant?: string): MotionValues {
  if (reduced) return part.reduced;
  return (variant !== undefined ? part.variants?.[variant] : undefined) ?? part.hidden;
}

/** The state a part leaves to. */
export function exitState(part: MotionPart, reduced: boolean, variant?: string): MotionValues {
  if (reduced) return part.reduced;
  return part.exit ?? hiddenState(part, false, variant);
}

/** The framer-motion props of one part: initial, animate, exit and transition at this playback. */
export function motionProps(part: MotionPart, playback: MotionPlayback, variant?: string, tokens?: MotionTokenValues) {
  const enter = transitionFor(resolveTiming(part.enter, tokens), playback.speed);
  const leave = part.exitTiming ? transitionFor(resolveTiming(part.exitTiming, tokens), playback.speed) : enter;
  return {
    initial: hiddenState(part, playback.reduced, variant),
    animate: part.shown,
    exit: { ...exitState(part, playback.reduced, variant), transition: leave },
    transition: enter,
  };
}

/**
 * The motion custom properties for a playback speed, from the token build: a frame sets them on its
 * element (and on anything it portals) so CSS transitions inside read the scaled durations. They are the
 * token values divided by the speed, not `calc(var(--x) / speed)`: a custom property cannot refer to itself.
 */
export function scaledDurationVars(speed: number, tokens: MotionTokenValues = motionTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  const put = (name: string, ms: number) => {
    vars[name] = `${Math.round((ms / speed) * 1000) / 1000}ms`;
  };
  for (const [name, ms] of Object.entries(tokens.duration)) put(`--motion-duration-${name}`, ms);
  const stagger = (tokens as { stagger?: Record<string, number> }).stagger ?? {};
  for (const [name, ms] of Object.entries(stagger)) put(`--motion-stagger-${name}`, ms);
  for (const [name, value] of Object.entries(tokens.spring)) {
    if (typeof value === 'number') put(`--motion-spring-${name}`, value);
  }
  return vars;
}
