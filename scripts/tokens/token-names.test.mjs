// The second layer of "names are data": the generators themselves refuse hostile names, fed directly
// (not through the validator), and every identifier comes from groupExportName.
// @ts-check
import { describe, expect, it } from 'vitest';
import { nestedConstFormat } from './hooks.mjs';
import { checkedName, groupExportName, nameProblem, NAME_PATTERN } from './token-names.mjs';

const HOSTILE = [
  "[] = [typeof window < 'u' ? (window.x = 1) : require('child_process').execSync('touch /tmp/owned')], zr",
  'a\n::notice title=x::y',
  'x`y',
  'a b',
  'a;b',
  '',
  '__proto__',
  'constructor',
  'prototype',
  'gap\u202e',
  'caf\u00e9',
];

/** A dictionary as Style Dictionary hands it to a format: tokens with path, value and CSS name. */
const dictionary = (/** @type {string[][]} */ paths) => ({
  allTokens: paths.map((path) => ({ path, $value: 1, name: path.join('-') })),
});

/** @param {string[][]} paths */
const generate = (paths) => nestedConstFormat.format({ dictionary: dictionary(paths), file: { destination: 'tokens.ts' }, options: {} });

describe('token names', () => {
  it.each(HOSTILE)('refuses %j', (name) => {
    expect(nameProblem(name)).toBeDefined();
    expect(() => checkedName(name)).toThrow(/token name refused/);
  });

  it('accepts the names the project uses, which all match the documented pattern', () => {
    for (const name of ['gray', '500', '2xl', 'z-index', 'surface-raised', 'line_height', 'A1']) {
      expect(nameProblem(name)).toBeUndefined();
      expect(NAME_PATTERN.test(name)).toBe(true);
    }
  });

  it('turns a group name into an export name, and every result is an identifier', () => {
    expect(['motion', 'z-index', 'font', '2xl', 'a--b', 'a-', 'line_height'].map(groupExportName)).toEqual([
      'motionTokens',
      'zIndexTokens',
      'fontTokens',
      '_2xlTokens',
      'a_BTokens',
      'a_Tokens',
      'line_heightTokens',
    ]);
  });
});

describe('the TypeScript generator fed hostile names directly', () => {
  it.each(HOSTILE)('refuses %j as a top-level group, a group and a token', async (name) => {
    await expect(generate([[name, 'x']])).rejects.toThrow(/token name refused/);
    await expect(generate([['spacing', name, 'x']])).rejects.toThrow(/token name refused/);
    await expect(generate([['spacing', name]])).rejects.toThrow(/token name refused/);
  });

  it('refuses two groups that would give the same export name', async () => {
    await expect(generate([['a-b', 'x'], ['aB', 'y']])).rejects.toThrow(/would both export aBTokens/);
  });

  it('writes valid names as identifiers and JSON strings only', async () => {
    const code = await generate([['z-index', 'modal'], ['2xl', 'gap']]);
    expect(code).toContain('export const zIndexTokens = {\n  "modal": 1\n} as const;');
    expect(code).toContain('export const _2xlTokens = {');
    expect(code).toContain('export const tokens = {\n  "z-index": zIndexTokens,\n  "2xl": _2xlTokens,\n} as const;');
  });
});
