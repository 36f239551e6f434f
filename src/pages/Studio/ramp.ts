// A colour ramp (50-950) from one brand colour, in OKLCH: the brand colour is the 500 step, and the
// other steps keep the shape of a reference ramp (the site's own primary ramp): lighter steps cover the
// same share of the way to white, darker ones the same share of the way to black, chroma scales with
// the brand's, and every step takes the brand's hue. Out-of-gamut steps are brought into sRGB by
// lowering chroma, which keeps their lightness (and so their contrast) as planned.
import { clampChroma, formatHex, modeOklch, modeRgb, parse, useMode as registerMode, type Oklch } from 'culori/fn';

// culori's tree-shakable entry knows only the colour spaces registered with it (not a React hook).
const toOklch = registerMode(modeOklch);
registerMode(modeRgb);

export const ANCHOR_STEP = '500';

/** Each step's lightness and chroma in the reference ramp. */
export type RampProfile = Record<string, { l: number; c: number }>;

/** The OKLCH colour of a CSS colour string, or undefined when culori cannot read it. */
export function oklchOf(color: string): Oklch | undefined {
  const parsed = parse(color);
  return parsed ? toOklch(parsed) : undefined;
}

/** The shape of a ramp given as step -> colour; the anchor step must be among them. */
export function rampProfile(ramp: Readonly<Record<string, string>>): RampProfile {
  return Object.fromEntries(
    Object.entries(ramp).map(([step, color]) => {
      const c = oklchOf(color);
      if (!c) throw new Error(`ramp step ${step} is not a colour: ${color}`);
      return [step, { l: c.l, c: c.c }];
    }),
  );
}

/** The ramp for `brand` with the reference's shape, as lowercase #rrggbb (the anchor step is `brand` itself). */
export function generateRamp(brand: string, profile: RampProfile): Record<string, string> {
  const b = oklchOf(brand);
  const anchor = profile[ANCHOR_STEP];
  if (!b || !anchor) throw new Error(`cannot build a ramp from ${brand}`);
  const hue = b.h ?? 0;
  const chromaScale = anchor.c > 0 ? b.c / anchor.c : 0;
  return Object.fromEntries(
    Object.entries(profile).map(([step, ref]) => {
      if (step === ANCHOR_STEP) return [step, formatHex(clampChroma({ ...b, mode: 'oklch' }, 'oklch'))];
      const l = ref.l > anchor.l ? b.l + ((ref.l - anchor.l) * (1 - b.l)) / (1 - anchor.l) : (b.l * ref.l) / anchor.l;
      const color: Oklch = { mode: 'oklch', l, c: ref.c * chromaScale, h: hue };
      return [step, formatHex(clampChroma(color, 'oklch'))];
    }),
  );
}

/** A colour with its OKLCH lightness replaced (hue and chroma kept, chroma lowered to fit sRGB). */
export function withLightness(color: string, l: number): string {
  const c = oklchOf(color);
  if (!c) throw new Error(`not a colour: ${color}`);
  return formatHex(clampChroma({ ...c, mode: 'oklch', l }, 'oklch'));
}

/** `#RGB`, `#rrggbb`, `rgb()`, `oklch()` or a colour name typed into a field, as #rrggbb; undefined when unreadable. */
export function normalizeColor(typed: string): string | undefined {
  const parsed = parse(typed.trim());
  return parsed ? formatHex(parsed) : undefined;
}
