// @ts-check
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tsconfigPaths } from './kit-packages.mjs';

describe('the kit packages map', () => {
  it("is what tsconfig.json's paths say, so the type checker resolves the kit's names as the bundler does", () => {
    const tsconfig = JSON.parse(readFileSync(new URL('../../tsconfig.json', import.meta.url), 'utf8'));
    expect(tsconfig.compilerOptions.paths).toEqual(tsconfigPaths());
  });
});
