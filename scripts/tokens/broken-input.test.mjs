// Broken token sources, one fixture directory each: the build names file, token path and problem,
// reports everything in one run, and leaves the previous output folder byte for byte as it was.
// @ts-check
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTokens } from './build.mjs';
import { listFiles } from './sync-dir.mjs';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
let outDir = '';

/** Every file under a folder with its bytes, to compare before and after a failed build. */
async function snapshot(/** @type {string} */ dir) {
  const files = await listFiles(dir);
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f, (await readFile(path.join(dir, f))).toString('base64')])));
}

beforeEach(async () => {
  // A "last good" build the failed run must not touch, including a file no build would write.
  outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'tokens-broken-')), 'build');
  await mkdir(path.join(outDir, 'css'), { recursive: true });
  await writeFile(path.join(outDir, 'css', 'tokens.css'), ':root { --last-good: 1; }\n');
  await writeFile(path.join(outDir, 'keep-me.txt'), 'previous build\n');
});
afterEach(() => rm(path.dirname(outDir), { recursive: true, force: true }));

/** @param {string} fixture */
async function failingBuild(fixture) {
  const before = await snapshot(outDir);
  const result = await buildTokens({ root: path.join(fixtures, fixture), outDir });
  expect(result.ok, `${fixture} should fail`).toBe(false);
  expect(await snapshot(outDir)).toEqual(before);
  return result.ok ? [] : result.errors;
}

describe('the valid fixture', () => {
  it('builds, replacing the previous output (so the failures below are caused by the breakage)', async () => {
    const result = await buildTokens({ root: path.join(fixtures, 'valid'), outDir });
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(await readFile(path.join(outDir, 'css', 'tokens.css'), 'utf8')).toContain('--space-sm: 8px;');
    expect(await listFiles(outDir)).not.toContain('keep-me.txt');
  });
});

// fixture directory, file, token path, what the message must say
const cases = [
  ['unknown-type', 'tokens/base.json', 'space', /unknown \$type "size"/],
  ['bad-hex', 'tokens/base.json', 'color.white', /"#fffffg" is not a color/],
  ['duration-without-unit', 'tokens/base.json', 'motion.duration.fast', /"150" has no unit: durations need "ms" or "s"/],
  ['dimension-without-unit', 'tokens/base.json', 'space.sm', /"8" has no unit/],
  ['bezier-out-of-range', 'tokens/base.json', 'motion.easing.standard', /x1 and x2 must lie between 0 and 1/],
  ['missing-reference', 'tokens/themes/dark.json', 'color.bg', /refers to \{color\.gray\.950\}, which does not exist/],
  ['reference-cycle', 'tokens/base.json', 'space.lg', /reference cycle: \{space\.lg\} → \{space\.md\} → \{space\.lg\}/],
  ['css-variable-collision', 'tokens/base.json', 'space.card.gap', /produces the CSS variable --space-card-gap, as space\.card-gap/],
  ['same-token-in-two-files', 'tokens/extra.json', 'space.sm', /defined twice: here and in tokens\/base\.json/],
  ['theme-token-shadows-base', 'tokens/themes/dark.json', 'color.white', /defined twice: here and in tokens\/base\.json/],
  ['missing-value', 'tokens/base.json', 'space.md', /\$value is missing/],
  ['unknown-dollar-key', 'tokens/base.json', 'space.sm', /unknown key "\$descripton"/],
  ['no-type', 'tokens/base.json', 'opacity.muted', /no \$type/],
  ['shadow-missing-fields', 'tokens/base.json', 'shadow.card', /shadow is missing blur, spread/],
  ['font-weight-out-of-range', 'tokens/base.json', 'weight.heavy', /1200 is not a font weight/],
  ['theme-missing-token', 'tokens/themes/light.json', 'color.text', /missing from the light theme/],
  // Values and descriptions that would break out of the CSS, the <style> element or the comment they land in.
  ['style-injection', 'tokens/base.json', 'font.family.sans', /^\$value "Inter<\/style><script>.*" contains "<", which could close the <style> element/],
  ['description-closes-comment', 'tokens/base.json', 'space.sm', /^\$description ".*" contains "\*\/", which would end the CSS comment/],
  ['reference-in-description', 'tokens/base.json', 'space.sm', /^\$description "Half of \{space\.md\}\." contains "\{" or "\}", which Style Dictionary reads as a reference/],
  ['value-ends-declaration', 'tokens/base.json', 'space.sm', /contains ";", which would end the CSS declaration/],
  ['reserved-name', 'tokens/base.json', 'space.__proto__', /"__proto__" is reserved in JavaScript/],
];

describe('broken input', () => {
  it.each(cases)('%s: names %s › %s and leaves the output untouched', async (fixture, file, tokenPath, message) => {
    const errors = await failingBuild(String(fixture));
    expect(errors).toContainEqual({ file, path: tokenPath, message: expect.stringMatching(message) });
  });

  it('invalid JSON: names the file with line and column, and adds no follow-on noise', async () => {
    const errors = await failingBuild('invalid-json');
    expect(errors).toEqual([{ file: 'tokens/base.json', message: expect.stringMatching(/^invalid JSON at line 4, column 30: /) }]);
  });

  it('reports every problem of every file in one run', async () => {
    const errors = await failingBuild('several-errors');
    expect(errors.map((e) => `${e.file} › ${e.path}`)).toEqual([
      'tokens/base.json › color.white',
      'tokens/base.json › motion.duration.fast',
      'tokens/themes/dark.json › color.text',
    ]);
    expect(errors[2]?.message).toMatch(/\{color\.nope\}/);
  });
});

describe('contrast guard', () => {
  it('fails the build when body text falls under 4.5:1, naming theme, pair and ratio', async () => {
    const errors = await failingBuild('low-contrast');
    expect(errors).toEqual([
      {
        file: 'tokens/themes/light.json',
        path: 'color.text',
        message: 'contrast 2.56:1 on color.bg in the light theme is under 4.5:1 for body text',
      },
    ]);
  });

  it('fails when a declared pair names a token that does not exist', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tokens-pair-'));
    try {
      await cp(path.join(fixtures, 'valid'), root, { recursive: true });
      const configPath = path.join(root, 'style-dictionary.config.json');
      const config = JSON.parse(await readFile(configPath, 'utf8'));
      config.contrast.pairs.push({ text: 'color.link', background: 'color.bg', role: 'body' });
      await writeFile(configPath, JSON.stringify(config));
      const before = await snapshot(outDir);
      const result = await buildTokens({ root, outDir });
      expect(result.ok ? [] : result.errors).toContainEqual({
        file: 'style-dictionary.config.json',
        path: 'color.link',
        message: 'contrast pair names a token that does not exist in the dark theme',
      });
      expect(await snapshot(outDir)).toEqual(before);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
