// WCAG contrast math and the guard's verdicts.
// @ts-check
import { describe, expect, it } from 'vitest';
import { checkContrast, contrastRatio } from './contrast.mjs';

const token = (/** @type {string} */ name, /** @type {string} */ value) => ({ path: name.split('.'), $value: value, filePath: 'tokens/themes/x.json' });

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#000')).toBe(21);
  });

  it('composites translucent text over its background first', () => {
    expect(contrastRatio('#ffffff00', '#000000')).toBe(1);
    expect(contrastRatio('#ffffff80', '#000000')).toBeLessThan(21);
  });
});

describe('checkContrast', () => {
  const tokens = [token('color.text', '#777777'), token('color.bg', '#ffffff'), token('color.ring', '#949494')];

  it('fails body text under the minimum and says by how much', () => {
    const { errors, results } = checkContrast(tokens, { minimum: 4.5, pairs: [{ text: 'color.text', background: 'color.bg', role: 'body' }] }, 'light');
    expect(results[0]).toMatchObject({ ratio: 4.47, required: 4.5, passes: false });
    expect(errors).toEqual([{ file: 'tokens/themes/x.json', path: 'color.text', message: 'contrast 4.47:1 on color.bg in the light theme is under 4.5:1 for body text' }]);
  });

  it('reports UI and decorative pairs without failing the build', () => {
    const pairs = [
      { text: 'color.ring', background: 'color.bg', role: 'ui' },
      { text: 'color.text', background: 'color.bg', role: 'decorative' },
    ];
    const { errors, results } = checkContrast(tokens, { minimum: 4.5, pairs }, 'light');
    expect(errors).toEqual([]);
    expect(results.map((r) => [r.role, r.required, r.passes])).toEqual([['ui', 3, true], ['decorative', null, true]]);
  });
});
