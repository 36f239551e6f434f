// @ts-check
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACK_STAMP, packInputsDigest, packIsCurrent } from './pack-inputs.mjs';

/** @type {string} */
let root;
const write = async (/** @type {string} */ file, /** @type {string} */ text) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pack-inputs-'));
  await write('packages/react/src/index.ts', 'export const a = 1;\n');
  await write('packages/tokens/package.json', '{}\n');
  await write('build/css/tokens.css', ':root{}\n');
  await write('package.json', '{}\n');
  await write('src/pages/Home.tsx', 'site code\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the pack inputs digest', () => {
  it("changes with a kit source, a token output or the root manifest, and not with the site's own code", async () => {
    const first = await packInputsDigest(root);
    await write('src/pages/Home.tsx', 'other site code\n');
    expect(await packInputsDigest(root)).toBe(first);
    for (const [file, text] of [['packages/react/src/index.ts', 'export const a = 2;\n'], ['build/css/tokens.css', ':root{--x:1}\n'], ['package.json', '{"a":1}\n']]) {
      const before = await packInputsDigest(root);
      await write(/** @type {string} */ (file), /** @type {string} */ (text));
      expect(await packInputsDigest(root)).not.toBe(before);
    }
  });

  it('counts the tarballs current only with a stamp of the inputs as they are', async () => {
    expect(await packIsCurrent(root)).toBe(false);
    await write(PACK_STAMP, `${await packInputsDigest(root)}\n`);
    expect(await packIsCurrent(root)).toBe(true);
    await write('packages/react/src/index.ts', 'export const a = 3;\n');
    expect(await packIsCurrent(root)).toBe(false);
  });
});
