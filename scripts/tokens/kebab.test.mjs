// The validator's CSS names equal Style Dictionary's `name/kebab`, including on its fast path.
// @ts-check
import StyleDictionary from 'style-dictionary';
import { describe, expect, it } from 'vitest';
import { kebabName } from './validate.mjs';

const styleDictionary = (/** @type {string[]} */ path) => /** @type {any} */ (StyleDictionary.hooks.transforms['name/kebab']).transform({ path }, {});

describe('kebabName', () => {
  it.each([
    [['color', 'gray', '500']],
    [['color', 'surface-raised']],
    [['z-index', 'modal']],
    [['font', 'size', '2xl']],
    [['spacing', 'scale', 't19999']],
    [['motion', 'spring', 'snappy-duration']],
    [['a1b2', 'c-3-d']],
    [['lineHeight', 'x']],
    [['a--b', 'c']],
    [['a-', '-b']],
    [['line_height', 'HTML5', 'aB']],
  ])('%j as Style Dictionary names it', (path) => {
    expect(kebabName(path)).toBe(styleDictionary(path));
  });
});
