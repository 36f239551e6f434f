import { describe, expect, it } from 'vitest';
import { generateRamp, normalizeColor, oklchOf, rampProfile } from './ramp';

// The site's primary ramp (tokens/color.json), its 500 step being the brand primary.
const INDIGO = {
  '50': '#eef2ff', '100': '#e0e7ff', '200': '#c7d2fe', '300': '#a5b4fc', '400': '#818cf8', '500': '#6366f1',
  '600': '#4f46e5', '700': '#4338ca', '800': '#3730a3', '900': '#312e81', '950': '#1e1b4b',
};
const profile = rampProfile(INDIGO);
const lightness = (ramp: Record<string, string>) => Object.keys(INDIGO).map((step) => oklchOf(ramp[step]!)!.l);

describe('generateRamp', () => {
  it('gives back the reference ramp\'s lightness from the reference brand colour', () => {
    const ramp = generateRamp('#6366f1', profile);
    lightness(ramp).forEach((l, i) => expect(l).toBeCloseTo(Object.values(profile)[i]!.l, 2));
  });

  it('anchors the 500 step on the brand colour and orders the steps from light to dark in its hue', () => {
    const ramp = generateRamp('#0f766e', profile);
    expect(ramp['500']).toBe('#0f766e');
    const ls = lightness(ramp);
    ls.slice(1).forEach((l, i) => expect(l).toBeLessThan(ls[i]!));
    for (const step of ['100', '300', '700', '900']) expect(oklchOf(ramp[step]!)!.h!).toBeCloseTo(oklchOf('#0f766e')!.h!, -1);
  });

  it('follows a light brand colour up: its darker steps stay lighter than the reference\'s', () => {
    const light = lightness(generateRamp('#a5b4fc', profile));
    const reference = lightness(INDIGO);
    expect(light[6]!).toBeGreaterThan(reference[6]! + 0.1);
  });
});

describe('normalizeColor', () => {
  it('reads what a designer types', () => {
    expect(normalizeColor('#0F766E')).toBe('#0f766e');
    expect(normalizeColor(' #fff ')).toBe('#ffffff');
    expect(normalizeColor('rgb(15 118 110)')).toBe('#0f766e');
    expect(normalizeColor('teal')).toBe('#008080');
    expect(normalizeColor('not a colour')).toBeUndefined();
  });
});
