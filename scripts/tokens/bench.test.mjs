// The bench runs the 20,000-token comparison as `npm run tokens` runs the build: with the Node
// options of package.json's `tokens` script, read from each pipeline's own package.json.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeOptionsOf } from './bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('nodeOptionsOf', () => {
  it('reads the Node options of the tokens script', () => {
    expect(nodeOptionsOf({ scripts: { tokens: 'node scripts/tokens/build.mjs' } })).toEqual([]);
    expect(nodeOptionsOf({ scripts: { tokens: 'node --max-semi-space-size=64 --no-warnings scripts/tokens/build.mjs' } })).toEqual([
      '--max-semi-space-size=64',
      '--no-warnings',
    ]);
  });

  it('has none for a package.json without the script', () => {
    expect(nodeOptionsOf({})).toEqual([]);
  });

  it.each([
    'npm run other && node scripts/tokens/build.mjs',
    'node scripts/tokens/build.mjs --phases',
    'node --require=x;rm scripts/tokens/build.mjs',
    'node scripts/tokens/watch.mjs',
  ])('refuses a tokens script the bench could not run as written: %s', (tokens) => {
    expect(() => nodeOptionsOf({ scripts: { tokens } })).toThrow('the tokens script is not "node [--option…] scripts/tokens/build.mjs"');
  });

  it("reads this project's script", async () => {
    const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    expect(nodeOptionsOf(packageJson)).toContain('--max-semi-space-size=64');
  });
});
