// The CSS names the validator and the build give equal what Style Dictionary's built-in `name/kebab`
// gives, `kebabCase([config.prefix].concat(token.path).join(' '))` with change-case, including on the
// fast path for plain names.
// @ts-check
import { kebabCase } from 'change-case';
import { describe, expect, it } from 'vitest';
import { kebabNameTransform } from './hooks.mjs';
import { kebabName } from './validate.mjs';

const builtIn = (/** @type {string[]} */ path, /** @type {string | undefined} */ prefix = undefined) => kebabCase([prefix].concat(path).join(' '));

describe('kebab-case names', () => {
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
    expect(kebabName(path)).toBe(builtIn(path));
    expect(kebabNameTransform.transform({ path }, {}, {})).toBe(builtIn(path));
    expect(kebabNameTransform.transform({ path }, { prefix: 'mk' }, {})).toBe(builtIn(path, 'mk'));
  });
});
