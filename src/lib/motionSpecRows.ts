// What the site's spec panel shows of a kit component's motion declaration: its rows (what moves, with
// which timing) and each easing as a curve, read from the declaration and the tokens through the kit's
// public `resolveTiming`. Only the pages that show a spec panel or the token curves load it.
import { resolveTiming, type MotionDeclaration, type MotionTokenValues, type MotionValues, type ResolvedTiming } from '@motion-kit/react';

/** One row of the spec panel: a part's movement in words and its timings with their token values. */
export interface MotionSpecRow {
  /** The part's name in the declaration. */
  part: string;
  /** What moves, as the spec panel names it. */
  label: string;
  /** How it moves, in words. */
  moves: string[];
  /** How it moves under reduced motion, in words. */
  reducedMoves: string[];
  /** Timing of its entrance. */
  enter: ResolvedTiming;
  /** Timing of its exit. */
  exit: ResolvedTiming;
}

const show = (value: number | string | undefined) => (value === undefined ? '–' : String(value));

/** "y 24 → 0" for each property the hidden state sets that differs from the shown one. */
export function describeMoves(from: MotionValues, to: MotionValues): string[] {
  const keys = Object.keys(from) as Array<keyof MotionValues>;
  return keys.filter((key) => from[key] !== to[key]).map((key) => `${key} ${show(from[key])} → ${show(to[key])}`);
}

/** A declaration's rows as the spec panel lists them, resolved against the tokens (the build's by default). */
export function motionSpecRows(declaration: MotionDeclaration, tokens?: MotionTokenValues): MotionSpecRow[] {
  return Object.entries(declaration.parts).map(([name, part]) => {
    const enter = resolveTiming(part.enter, tokens);
    return {
      part: name,
      label: part.label,
      moves: describeMoves(part.hidden, part.shown),
      reducedMoves: describeMoves(part.reduced, part.shown),
      enter,
      exit: part.exitTiming ? resolveTiming(part.exitTiming, tokens) : enter,
    };
  });
}

/** Points of a `linear()` easing (evenly spaced, as the token build writes them). */
export function linearPoints(linear: string): number[] {
  const inner = /^linear\((.*)\)$/.exec(linear.trim())?.[1];
  return inner ? inner.split(',').map((point) => Number(point.trim())) : [];
}

/** Where an easing is at `progress` (0 to 1 of its duration): a cubic Bézier solved for x, or a spring's curve. */
export function easingAt(timing: ResolvedTiming, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  if (timing.kind === 'spring') {
    const points = linearPoints(timing.spring.linear);
    if (points.length < 2) return p;
    const at = p * (points.length - 1);
    const i = Math.min(points.length - 2, Math.floor(at));
    return points[i]! + (points[i + 1]! - points[i]!) * (at - i);
  }
  const [x1, y1, x2, y2] = timing.easing;
  const bezier = (a: number, b: number, t: number) => 3 * a * (1 - t) ** 2 * t + 3 * b * (1 - t) * t ** 2 + t ** 3;
  // x(t) rises monotonically (x1, x2 in [0, 1]), so bisection finds the t whose x is p.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (bezier(x1, x2, mid) < p) lo = mid;
    else hi = mid;
  }
  return bezier(y1, y2, (lo + hi) / 2);
}

/** The easing's curve as SVG path data in a unit box (x right, y up), sampled like the marker moves. */
export function easingPath(timing: ResolvedTiming, samples = 48): string {
  const points: string[] = [];
  for (let i = 0; i <= samples; i++) {
    const x = i / samples;
    points.push(`${x.toFixed(4)},${(1 - easingAt(timing, x)).toFixed(4)}`);
  }
  return `M${points.join(' L')}`;
}
