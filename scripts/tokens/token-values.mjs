// What a `$value` may look like for each `$type` this pipeline renders. Returns problems as
// sentences (empty when fine) so the validator can prefix them with file and token path.
// Browser-safe: the theme studio runs the same checks.
// @ts-check
import { parse as parseColor } from 'culori';
import { isAlias } from './references.mjs';

/**
 * DTCG types the configured transforms render correctly. Composite types such as `typography`,
 * `border` or `transition` are left out on purpose: without their shorthand transform in every
 * platform they would come out as "[object Object]", so they need a config change first.
 */
export const ALLOWED_TYPES = ['color', 'dimension', 'duration', 'cubicBezier', 'fontFamily', 'fontWeight', 'number', 'shadow'];

// The colour notations the configured transforms render (hex and the rgb()/hsl() functions; a name
// such as "red" or a newer space such as oklch() is not among them). Which notation, not whether the
// colour is valid: culori parses the whole value for that.
const COLOR_NOTATION = /^(?:#|(?:rgba?|hsla?)\()/i;
const LENGTH = /^-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|%|vw|vh|vmin|vmax|svh|dvh|lvh|ch|ex)$/;
const CSS_MATH = /^(?:clamp|min|max|calc)\(.*\)$/;
const DURATION = /^(?:\d+\.?\d*|\.\d+)(?:ms|s)$/;
const SHADOW_FIELDS = ['color', 'offsetX', 'offsetY', 'blur', 'spread'];

/** @param {unknown} value */
const show = (value) => JSON.stringify(value);

/** @type {Record<string, (value: unknown) => string[]>} */
const checks = {
  color: (value) =>
    typeof value === 'string' && COLOR_NOTATION.test(value) && parseColor(value) !== undefined
      ? []
      : [`${show(value)} is not a color: use #rgb, #rgba, #rrggbb or #rrggbbaa (or rgb()/hsl())`],

  dimension: (value) => {
    if (typeof value === 'string' && LENGTH.test(value)) return [];
    // Fluid values such as clamp(2.5rem, 5vw, 4rem) are dimensions too, as long as lengths carry units.
    if (typeof value === 'string' && CSS_MATH.test(value) && /\d(?:px|rem|em|%|vw|vh)/.test(value) && balanced(value)) return [];
    if (typeof value === 'number' || (typeof value === 'string' && /^-?[\d.]+$/.test(value))) {
      return [`${show(value)} has no unit: write it as e.g. "${value}px" or "${value}rem"`];
    }
    return [`${show(value)} is not a dimension: use a number with a unit (px, rem, em, %, vw, vh) or clamp()/calc()`];
  },

  duration: (value) => {
    if (typeof value === 'string' && DURATION.test(value)) return [];
    if (typeof value === 'number' || (typeof value === 'string' && /^[\d.]+$/.test(value))) {
      return [`${show(value)} has no unit: durations need "ms" or "s", e.g. "${value}ms"`];
    }
    return [`${show(value)} is not a duration: use a non-negative number with "ms" or "s", e.g. "150ms"`];
  },

  cubicBezier: (value) => {
    if (!Array.isArray(value) || value.length !== 4 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return [`${show(value)} is not a cubic Bézier: use four numbers [x1, y1, x2, y2]`];
    }
    const [x1, , x2] = value;
    return x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1
      ? [`${show(value)}: x1 and x2 must lie between 0 and 1 (y values may overshoot)`]
      : [];
  },

  fontFamily: (value) => {
    const names = Array.isArray(value) ? value : [value];
    return names.length > 0 && names.every((n) => typeof n === 'string' && n.trim() !== '')
      ? []
      : [`${show(value)} is not a font family: use a name or a non-empty list of names`];
  },

  // Numbers only: DTCG also allows names like "semi-bold", but those are not valid CSS and no
  // configured transform maps them.
  fontWeight: (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 1000
      ? []
      : [`${show(value)} is not a font weight: use a number from 1 to 1000`],

  number: (value) => (typeof value === 'number' && Number.isFinite(value) ? [] : [`${show(value)} is not a number`]),

  shadow: (value) => {
    const layers = Array.isArray(value) ? value : [value];
    if (layers.length === 0) return ['a shadow needs at least one layer'];
    return layers.flatMap((layer, i) => checkShadowLayer(layer, layers.length > 1 ? `layer ${i + 1}: ` : ''));
  },
};

/** @param {unknown} layer @param {string} prefix */
function checkShadowLayer(layer, prefix) {
  if (!layer || typeof layer !== 'object' || Array.isArray(layer)) {
    return [`${prefix}${show(layer)} is not a shadow: use an object with ${SHADOW_FIELDS.join(', ')}`];
  }
  const fields = /** @type {Record<string, unknown>} */ (layer);
  /** @type {string[]} */
  const problems = [];
  const missing = SHADOW_FIELDS.filter((key) => !(key in fields));
  if (missing.length > 0) problems.push(`${prefix}shadow is missing ${missing.join(', ')}`);
  for (const key of SHADOW_FIELDS.filter((k) => k in fields && !isAlias(fields[k]))) {
    const sub = checkValue(key === 'color' ? 'color' : 'dimension', fields[key]);
    problems.push(...sub.map((p) => `${prefix}${key}: ${p}`));
  }
  if ('inset' in fields && typeof fields.inset !== 'boolean') problems.push(`${prefix}inset must be true or false`);
  const unknown = Object.keys(fields).filter((k) => !SHADOW_FIELDS.includes(k) && k !== 'inset');
  if (unknown.length > 0) problems.push(`${prefix}shadow has unknown field ${unknown.join(', ')}`);
  return problems;
}

/** @param {string} text */
function balanced(text) {
  let depth = 0;
  for (const ch of text) {
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * @param {string} type one of ALLOWED_TYPES
 * @param {unknown} value a `$value` that is not itself a whole reference
 * @returns {string[]}
 */
export function checkValue(type, value) {
  return checks[type]?.(value) ?? [];
}
