// Spring tokens: DTCG has no spring type yet, so a spring is a token whose physics (stiffness, damping,
// mass) live in `$extensions["com.motion-kit.spring"]`, and whose `$value` is a cubic-bezier fallback for
// tools that read only DTCG. This module turns the physics into what the platforms need: a settling time
// and a CSS `linear()` easing that follows the spring, and checks the physics for the validator.
// @ts-check
import { editMembers } from './token-tree.mjs';

export const SPRING_EXTENSION = 'com.motion-kit.spring';
const FIELDS = /** @type {const} */ (['stiffness', 'damping', 'mass']);

/** Progress closer to 1 than this counts as settled (a 0.2% step is below what a 60 Hz frame shows). */
export const SETTLE_EPSILON = 0.002;
/** A spring that is still moving after this long is a mistake in its physics, not a design. */
export const MAX_SETTLE_MS = 10_000;
/** Points in the `linear()` easing: enough for a smooth overshoot, few enough to stay short. */
const LINEAR_POINTS = 48;

/** @typedef {{ stiffness: number, damping: number, mass: number }} SpringPhysics */

/**
 * Position (0 at rest at the start, 1 at the target) of a spring released from rest, `t` seconds in:
 * the closed-form solution of m·x'' + c·x' + k·x = k for the three damping regimes.
 * @param {SpringPhysics} spring @param {number} t
 */
export function springPosition({ stiffness, damping, mass }, t) {
  const w0 = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  if (zeta < 1) {
    const wd = w0 * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-zeta * w0 * t) * (Math.cos(wd * t) + ((zeta * w0) / wd) * Math.sin(wd * t));
  }
  if (zeta === 1) return 1 - Math.exp(-w0 * t) * (1 + w0 * t);
  const root = Math.sqrt(zeta * zeta - 1);
  const r1 = -w0 * (zeta - root);
  const r2 = -w0 * (zeta + root);
  return 1 + (-r2 / (r2 - r1)) * Math.exp(r1 * t) + (r1 / (r2 - r1)) * Math.exp(r2 * t);
}

/** Settling times already computed, by physics: a few springs, asked for by every export and the validator. */
const settled = new Map();
/** Beyond this many distinct springs (a long-running watcher), the cache starts again. */
const SETTLED_CACHE_LIMIT = 1000;

/**
 * Milliseconds until the spring stays within SETTLE_EPSILON of its target, or undefined when it is still
 * moving after MAX_SETTLE_MS. Each answer samples every millisecond, so it is computed once per physics.
 * @param {SpringPhysics} spring
 */
export function settleMs(spring) {
  const key = `${spring.stiffness} ${spring.damping} ${spring.mass}`;
  if (settled.has(key)) return settled.get(key);
  let last = 0;
  for (let ms = 0; ms <= MAX_SETTLE_MS; ms++) {
    if (Math.abs(springPosition(spring, ms / 1000) - 1) >= SETTLE_EPSILON) last = ms;
  }
  const answer = last >= MAX_SETTLE_MS ? undefined : last + 1;
  if (settled.size >= SETTLED_CACHE_LIMIT) settled.clear();
  settled.set(key, answer);
  return answer;
}

/**
 * The spring as a CSS `linear()` easing over its settling time (evenly spaced points, ending at 1).
 * @param {SpringPhysics} spring @param {number} durationMs
 */
export function springLinearEasing(spring, durationMs) {
  const points = [];
  for (let i = 0; i < LINEAR_POINTS; i++) {
    const value = springPosition(spring, ((i / LINEAR_POINTS) * durationMs) / 1000);
    points.push(Number(value.toFixed(4)));
  }
  points.push(1);
  return `linear(${points.join(', ')})`;
}

/**
 * Everything the platforms need from one spring.
 * @param {SpringPhysics} spring
 * @returns {SpringPhysics & { durationMs: number, linear: string }}
 */
export function resolveSpring(spring) {
  const durationMs = settleMs(spring) ?? MAX_SETTLE_MS;
  return { ...spring, durationMs, linear: springLinearEasing(spring, durationMs) };
}

/** @param {any} token a Style Dictionary token */
export function springOf(token) {
  const physics = token?.$extensions?.[SPRING_EXTENSION] ?? token?.original?.$extensions?.[SPRING_EXTENSION];
  return physics && typeof physics === 'object' ? /** @type {SpringPhysics} */ (physics) : undefined;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Problems with one spring extension's physics, as sentences (empty when fine).
 * @param {unknown} physics
 * @returns {string[]}
 */
export function checkSpringPhysics(physics) {
  if (!isObject(physics)) return [`${JSON.stringify(physics)} is not a spring: use { "stiffness": 400, "damping": 30, "mass": 1 }`];
  /** @type {string[]} */
  const problems = [];
  const missing = FIELDS.filter((field) => !(field in physics));
  if (missing.length > 0) problems.push(`spring is missing ${missing.join(', ')}`);
  const unknown = Object.keys(physics).filter((key) => !(/** @type {readonly string[]} */ (FIELDS)).includes(key));
  if (unknown.length > 0) problems.push(`spring has unknown field ${unknown.join(', ')} (allowed: ${FIELDS.join(', ')})`);
  for (const field of FIELDS.filter((f) => f in physics)) {
    const value = physics[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`spring ${field} ${JSON.stringify(value)} is not a number`);
    else if (value <= 0) problems.push(`spring ${field} must be greater than 0, got ${value}`);
  }
  if (problems.length === 0 && settleMs(/** @type {SpringPhysics} */ (/** @type {unknown} */ (physics))) === undefined) {
    problems.push(`spring does not settle within ${MAX_SETTLE_MS / 1000} s: raise damping or stiffness`);
  }
  return problems;
}

/**
 * Every spring extension in one parsed token file, checked, with the token path of each problem. Walks the
 * raw file itself, so it needs nothing from the rest of the validator.
 * @param {string} file @param {unknown} data
 * @returns {{ file: string, path: string, message: string }[]}
 */
export function springErrors(file, data) {
  /** @type {{ file: string, path: string, message: string }[]} */
  const errors = [];
  // The path is kept as one array, pushed and popped, and joined only for a spring: a copy per node
  // was most of the validator's allocations in a large token set.
  /** @type {string[]} */
  const path = [];
  const visit = (/** @type {unknown} */ node) => {
    if (!isObject(node)) return;
    const extensions = node.$extensions;
    if (isObject(extensions) && SPRING_EXTENSION in extensions) {
      const at = path.join('.') || '(file root)';
      if (!('$value' in node)) errors.push({ file, path: at, message: `${SPRING_EXTENSION} belongs on a token (with a cubic-bezier $value as fallback), not on a group` });
      for (const message of checkSpringPhysics(extensions[SPRING_EXTENSION])) errors.push({ file, path: at, message });
    }
    for (const key of Object.keys(node)) {
      if (key.startsWith('$')) continue;
      path.push(key);
      visit(node[key]);
      path.pop();
    }
  };
  visit(data);
  return errors;
}

// Style Dictionary hooks (registered in hooks.mjs). CSS and the docs get the `linear()` easing plus a
// generated `<name>-duration` token beside each spring; TypeScript gets the physics for framer-motion.

/** @param {any} token */
const isSpring = (token) => springOf(token) !== undefined;

export const springCssTransform = {
  name: 'spring/css-linear',
  type: /** @type {const} */ ('value'),
  filter: isSpring,
  /** @param {any} token */
  transform: (token) => resolveSpring(/** @type {SpringPhysics} */ (springOf(token))).linear,
};

export const springTsTransform = {
  name: 'spring/ts-physics',
  type: /** @type {const} */ ('value'),
  filter: isSpring,
  /** @param {any} token */
  transform: (token) => {
    const { stiffness, damping, mass, durationMs, linear } = resolveSpring(/** @type {SpringPhysics} */ (springOf(token)));
    return { stiffness, damping, mass, durationMs, linear };
  },
};

/**
 * Adds `<spring>-duration` (its settling time) beside every spring token, for `transition-duration`.
 * Copies only the groups that hold a spring: the shared tree stays as it is for the other platforms.
 */
export const springDurationPreprocessor = {
  name: 'spring/duration',
  /** @param {any} shared */
  preprocessor: (shared) => {
    /** @returns {Record<string, any>} */
    const visit = (/** @type {Record<string, any>} */ node) =>
      editMembers(node, (key, child, set) => {
        if (!('$value' in child)) return set(key, visit(child));
        const physics = child.$extensions?.[SPRING_EXTENSION];
        if (!physics) return;
        const { durationMs } = resolveSpring(physics);
        set(`${key}-duration`, {
          $type: 'duration',
          $value: `${durationMs}ms`,
          $description: `How long the ${key} spring takes to settle (derived from its physics).`,
          // The spring's source file, so file-scoped outputs (base or theme) treat both alike.
          filePath: child.filePath,
          isSource: child.isSource,
        });
      });
    return visit(shared);
  },
};
