// readTokenFile, the browser-safe strict reader the build and the theme studio share.
// @ts-check
import { describe, expect, it } from 'vitest';
import { readTokenFile, TOKEN_FILE_LIMITS } from './read-token-file.mjs';

const bytes = (/** @type {string} */ text) => new TextEncoder().encode(text);

describe('readTokenFile', () => {
  it('returns the parsed tree of a valid file, from bytes or from text', () => {
    const text = '{ "space": { "$type": "dimension", "sm": { "$value": "8px" } } }';
    expect(readTokenFile(bytes(text), 'a.json')).toEqual({ ok: true, data: JSON.parse(text) });
    expect(readTokenFile(text, 'a.json')).toEqual({ ok: true, data: JSON.parse(text) });
  });

  it('names a duplicate key in a nested value with the token it belongs to', () => {
    const text = '{ "shadow": { "card": { "$type": "shadow", "$value": { "color": "#000", "color": "#fff" } } } }';
    expect(readTokenFile(text, 'a.json')).toEqual({
      ok: false,
      errors: [{ file: 'a.json', path: 'shadow.card', message: '"color" is given twice in one object (lines 1 and 1); JSON keeps only the last, so the other would be dropped silently' }],
    });
  });

  it('allows the same key in sibling objects', () => {
    expect(readTokenFile('{ "a": { "x": { "$value": 1 } }, "b": { "x": { "$value": 2 } } }', 'a.json').ok).toBe(true);
  });

  it('refuses text with a lone surrogate, and a UTF-8 byte order mark as JSON.parse does', () => {
    expect(readTokenFile('{ "a": { "b\ud800": { "$value": 1 } } }', 'a.json')).toEqual({
      ok: false,
      errors: [{ file: 'a.json', path: 'a', message: 'the text is not valid Unicode (a lone surrogate) (line 1); save it as UTF-8' }],
    });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{}')]);
    expect(readTokenFile(bom, 'a.json')).toMatchObject({ ok: false, errors: [{ file: 'a.json', message: expect.stringMatching(/^invalid JSON at line 1, column 1/) }] });
  });

  it('allows exactly the documented depth and string length, and no more', () => {
    const nested = (/** @type {number} */ depth) => '{"n":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
    expect(readTokenFile(nested(TOKEN_FILE_LIMITS.depth), 'a.json').ok).toBe(true);
    expect(readTokenFile(nested(TOKEN_FILE_LIMITS.depth + 1), 'a.json').ok).toBe(false);
    const withString = (/** @type {number} */ length) => JSON.stringify({ f: { $value: 'x'.repeat(length) } });
    expect(readTokenFile(withString(TOKEN_FILE_LIMITS.stringLength), 'a.json').ok).toBe(true);
    expect(readTokenFile(withString(TOKEN_FILE_LIMITS.stringLength + 1), 'a.json').ok).toBe(false);
    const name = JSON.stringify({ g: { ['n'.repeat(TOKEN_FILE_LIMITS.stringLength + 1)]: { $value: 1 } } });
    expect(readTokenFile(name, 'a.json')).toEqual({ ok: false, errors: [{ file: 'a.json', path: 'g', message: 'a name of 10001 characters (line 1); the limit is 10000' }] });
  });

  it('allows a file of exactly the size limit, and no more', () => {
    const padded = (/** @type {number} */ size) => `{"a":{"$value":1}}${'\n'.repeat(size - 18)}`;
    expect(readTokenFile(bytes(padded(TOKEN_FILE_LIMITS.bytes)), 'a.json').ok).toBe(true);
    expect(readTokenFile(bytes(padded(TOKEN_FILE_LIMITS.bytes + 1)), 'a.json').ok).toBe(false);
    expect(readTokenFile(padded(TOKEN_FILE_LIMITS.bytes + 1), 'a.json').ok).toBe(false);
  });
});

describe('the browser-safe API', () => {
  it('readTokenFile and validateTokenSets import nothing of Node, Style Dictionary or tinyglobby, at any depth', async () => {
    const { readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const here = path.dirname(fileURLToPath(import.meta.url));
    /** @type {Set<string>} */
    const seen = new Set();
    /** @type {string[]} */
    const packages = [];
    const visit = async (/** @type {string} */ file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, specifier = ''] of (await readFile(file, 'utf8')).matchAll(/^import .* from '([^']+)';$/gm)) {
        if (specifier.startsWith('.')) await visit(path.resolve(path.dirname(file), specifier));
        else packages.push(specifier);
      }
    };
    await visit(path.join(here, 'read-token-file.mjs'));
    await visit(path.join(here, 'validate-sets.mjs'));
    expect(seen.size).toBeGreaterThan(5);
    expect([...new Set(packages)].sort()).toEqual(['culori', 'jsonc-parser']);
  });
});
