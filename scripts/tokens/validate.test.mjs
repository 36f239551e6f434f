// The validator's pure parts, fed parsed data directly.
// @ts-check
import { describe, expect, it } from 'vitest';
import { validateTokenSets } from './validate.mjs';
import { checkValue } from './token-values.mjs';
import { findCycles, referencesIn } from './references.mjs';
import { unsafeText } from './token-tree.mjs';
import { parseJsonWithLocation } from './json-location.mjs';

const oneScope = (/** @type {Record<string, unknown>} */ byFile) => ({
  files: Object.entries(byFile).map(([file, data]) => ({ file, data })),
  scopes: [{ name: 'base', files: Object.keys(byFile) }],
});

describe('validateTokenSets', () => {
  it('accepts well-formed tokens, with $type inherited from a group in another file', () => {
    const errors = validateTokenSets(
      oneScope({
        'a.json': { color: { $type: 'color', white: { $value: '#fff' } } },
        'b.json': { color: { bg: { $value: '{color.white}' } }, gap: { $type: 'dimension', fluid: { $value: 'clamp(1rem, 2vw, 2rem)' } } },
      }),
    );
    expect(errors).toEqual([]);
  });

  it('lets a theme reuse names of another theme but not of the base', () => {
    const errors = validateTokenSets({
      files: [
        { file: 'base.json', data: { color: { $type: 'color', white: { $value: '#fff' } } } },
        { file: 'dark.json', data: { color: { $type: 'color', bg: { $value: '#000' }, white: { $value: '#eee' } } } },
        { file: 'light.json', data: { color: { $type: 'color', bg: { $value: '#fff' }, white: { $value: '#fff' } } } },
      ],
      scopes: [
        { name: 'dark', theme: 'dark', themeFile: 'dark.json', files: ['base.json', 'dark.json'] },
        { name: 'light', theme: 'light', themeFile: 'light.json', files: ['base.json', 'light.json'] },
      ],
    });
    expect(errors.map((e) => `${e.file} ${e.path}`)).toEqual(['dark.json color.white', 'light.json color.white']);
  });

  it('flags a reference to a token of another type', () => {
    const errors = validateTokenSets(oneScope({ 'a.json': { size: { $type: 'dimension', s: { $value: '4px' } }, color: { $type: 'color', c: { $value: '{size.s}' } } } }));
    expect(errors).toEqual([{ file: 'a.json', path: 'color.c', message: 'refers to {size.s}, a dimension token, but is itself a color' }]);
  });

  it('flags a reference to a group and an old-style "value" key', () => {
    const errors = validateTokenSets(
      oneScope({ 'a.json': { color: { $type: 'color', gray: { 50: { $value: '#fff' } }, bg: { $value: '{color.gray}' }, fg: { value: '#000' } } } }),
    );
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/Did you mean "\$value"\?/),
      'refers to {color.gray}, which is a group, not a token',
    ]);
  });

  it('flags children under a token and dots in names', () => {
    const errors = validateTokenSets(oneScope({ 'a.json': { n: { $type: 'number', one: { $value: 1, two: { $value: 2 } }, 'a.b': { $value: 3 } } } }));
    expect(errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'n.one: a token cannot contain other tokens or groups (found "two")',
      'n: "a.b" is not a valid name: names may hold only letters (A-Z, a-z), digits, "-" and "_" (/^[A-Za-z0-9_-]+$/)',
    ]);
  });
});

describe('checkValue', () => {
  it.each([
    ['color', '#6366f1'], ['color', '#0000001f'], ['color', 'rgb(0 0 0 / 50%)'],
    ['dimension', '0px'], ['dimension', '100%'], ['dimension', '-2px'], ['dimension', 'clamp(2.5rem, 5vw, 4rem)'],
    ['duration', '0ms'], ['duration', '0.3s'], ['cubicBezier', [0.34, 1.56, 0.64, 1]],
    ['fontFamily', ['Inter', 'sans-serif']], ['fontWeight', 400], ['number', 1.5],
    ['shadow', { color: '#000', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px', inset: true }],
  ])('accepts %s %j', (type, value) => {
    expect(checkValue(type, value)).toEqual([]);
  });

  it.each([
    ['color', '#12345'], ['color', 'red'], ['dimension', 16], ['dimension', '16 px'], ['dimension', 'calc(1rem'],
    ['duration', '-5ms'], ['duration', 150], ['cubicBezier', [0, 0, 1]], ['cubicBezier', [0, 0, -0.1, 1]],
    ['fontFamily', []], ['fontWeight', 0], ['fontWeight', 'bold'], ['number', '1'],
    ['shadow', { color: 'black', offsetX: '0', offsetY: '1px', blur: '2px', spread: '0px' }], ['shadow', []],
  ])('rejects %s %j', (type, value) => {
    expect(checkValue(type, value)).not.toEqual([]);
  });
});

describe('references', () => {
  it('finds references inside strings and composite values', () => {
    expect(referencesIn({ color: '{color.black}', blur: 'calc({space.1} * 2)' })).toEqual(['color.black', 'space.1']);
  });

  it('reports each cycle once, however it is entered', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', ['e']]]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a'], ['e', 'e']]);
  });
});

describe('parseJsonWithLocation', () => {
  it.each([
    ['{\n  "a": }', 2, 8],
    ['{\n  "a": 1,\n}', 3, 1],
    ['{ "a": 1', 1, 9],
  ])('locates the error in %j at line %i, column %i', (text, line, column) => {
    expect(parseJsonWithLocation(text)).toMatchObject({ ok: false, line, column });
  });
});

describe('unsafeText', () => {
  it.each([
    ['value', '{color.gray.950}'], ['value', 'calc({space.1} * 2)'], ['value', 'Segoe UI'], ['value', "'Inter Var'"],
    ['value', 'rgb(0 0 0 / 50%)'], ['description', 'Ambient motion; use sparingly.'], ['description', 'Für Überschriften – 見出し'],
  ])('lets a %s %j through', (where, text) => {
    expect(unsafeText(text, /** @type {'value' | 'description'} */ (where))).toBeUndefined();
  });

  it.each([
    ['value', 'Inter</style><script>alert(1)</script>', '"<"'],
    ['value', '8px; --x: red', '";"'],
    ['value', 'red /* hide the rest', '"/*"'],
    ['value', 'Inter\\', '"\\"'],
    ['value', '8px } body { color: red', 'outside a {reference}'],
    ['value', 'calc({space.1} * 2) }', 'outside a {reference}'],
    ['value', 'Inter\nbody{}', 'line break'],
    ['value', 'Inter\u2028', 'line break'],
    ['description', 'Gap. */ :root { --x: red } /*', '"*/"'],
    ['description', 'Half of {space.md}.', 'reads as a reference'],
    ['description', 'Use < 4 items', '"<"'],
    ['description', 'One\u0000two', 'control character'],
  ])('stops a %s %j naming %s', (where, text, what) => {
    expect(unsafeText(text, /** @type {'value' | 'description'} */ (where))).toContain(what);
  });
});

describe('reserved names', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('rejects a token or group named %s, with its path', (name) => {
    const data = JSON.parse(`{ "space": { "$type": "dimension", "${name}": { "$value": "4px" }, "sm": { "$value": "8px" } } }`);
    expect(validateTokenSets(oneScope({ 'a.json': data }))).toEqual([
      { file: 'a.json', path: `space.${name}`, message: expect.stringContaining(`"${name}" is reserved in JavaScript`) },
    ]);
  });

  it('checks every string of a composite value and a font list, naming the token', () => {
    const errors = validateTokenSets(
      oneScope({
        'a.json': {
          font: { $type: 'fontFamily', sans: { $value: ['Inter', 'x</style>'] } },
          shadow: { $type: 'shadow', card: { $value: { color: '#000', offsetX: '0px;', offsetY: '1px', blur: '2px', spread: '0px' } } },
        },
      }),
    );
    const breakouts = errors.filter((e) => e.message.includes(' contains '));
    expect(breakouts.map((e) => `${e.path}: ${e.message.match(/contains ("[^"]*")/)?.[1]}`)).toEqual(['font.sans: "<"', 'shadow.card: ";"']);
  });
});
