// Broken token sources, one fixture directory each: the build names file, token path and problem,
// reports everything in one run, and leaves the previous output folder byte for byte as it was.
// @ts-check
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTokens, formatErrors } from './build.mjs';
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

/** @param {string} fixture a folder of fixtures/, or an absolute path */
async function failingBuild(fixture) {
  const before = await snapshot(outDir);
  const result = await buildTokens({ root: path.resolve(fixtures, fixture), outDir });
  expect(result.ok, `${fixture} should fail`).toBe(false);
  expect(await snapshot(outDir)).toEqual(before);
  return result.ok ? [] : result.errors;
}

/**
 * The valid fixture with one more token file, built into the pre-filled output folder.
 * @param {string} file under tokens/ @param {string | Uint8Array} contents
 */
async function failingBuildWith(file, contents) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tokens-hostile-'));
  try {
    await cp(path.join(fixtures, 'valid'), root, { recursive: true });
    await writeFile(path.join(root, 'tokens', file), contents);
    return await failingBuild(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
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

// The cases of issue 40 (items 1, 3 and 4), each as a token file added to the valid fixture.
describe('hostile input', () => {
  const file = 'tokens/extra.json';
  const group = (/** @type {string} */ name) => JSON.stringify({ [name]: { $type: 'number', one: { $value: 1 } } });

  it('a top-level group name that is code fails the build instead of reaching build/ts', async () => {
    const name = "[] = [typeof window < 'u' ? (window['x'] = 1) : 0], zr";
    const errors = await failingBuildWith('extra.json', group(name));
    expect(errors).toEqual([{ file, path: '(file root)', message: `${JSON.stringify(name)} is not a valid name: names may hold only letters (A-Z, a-z), digits, "-" and "_" (/^[A-Za-z0-9_-]+$/)` }]);
  });

  it('a name holding a line break and a workflow command is refused, and no printed line starts a command', async () => {
    const name = 'x\n::notice title=Approved::All checks passed';
    const errors = await failingBuildWith('extra.json', JSON.stringify({ n: { $type: 'number', [name]: { $value: 'one' } } }));
    expect(errors).toContainEqual({ file, path: 'n', message: expect.stringMatching(/is not a valid name/) });
    const printed = formatErrors(errors);
    expect(printed.split('\n').filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(printed).not.toContain('\n::');
  });

  it.each([
    ['a backtick', 'Use `--space-sm`.', /contains "`"/],
    ['an escape sequence', 'Gap\u001b[31m', /non-printing/],
    ['a right-to-left override', 'Gap \u202e', /non-printing/],
    ['a zero-width space', 'Gap\u200b', /non-printing/],
  ])('a description holding %s fails', async (_what, description, message) => {
    const errors = await failingBuildWith('extra.json', JSON.stringify({ n: { $type: 'number', one: { $value: 1, $description: description } } }));
    expect(errors).toContainEqual({ file, path: 'n.one', message: expect.stringMatching(message) });
  });

  it('a key given twice in one object fails (JSON would keep the last)', async () => {
    const errors = await failingBuildWith('extra.json', '{ "n": { "$type": "dimension", "one": {\n "$value": "16px",\n "$value": "17px" } } }');
    expect(errors).toEqual([{ file, path: 'n.one', message: '"$value" is given twice in one object (lines 2 and 3); JSON keeps only the last, so the other would be dropped silently' }]);
  });

  it('a token given twice in one group fails', async () => {
    const errors = await failingBuildWith('extra.json', '{ "n": { "$type": "number", "one": { "$value": 1 }, "one": { "$value": 2 } } }');
    expect(errors).toEqual([{ file, path: 'n.one', message: expect.stringMatching(/^"one" is given twice in one object/) }]);
  });

  it('invalid UTF-8 fails, naming the token whose text it is in', async () => {
    const bytes = Buffer.concat([Buffer.from('{ "n": { "$type": "fontFamily", "one": { "$value": "Inter'), Buffer.from([0xff, 0xfe]), Buffer.from('" } } }')]);
    const errors = await failingBuildWith('extra.json', bytes);
    expect(errors).toEqual([{ file, path: 'n.one', message: 'the file is not valid UTF-8 (line 1); save it as UTF-8' }]);
  });

  it('rgb(a b c) is not a colour', async () => {
    const errors = await failingBuildWith('extra.json', JSON.stringify({ tint: { $type: 'color', one: { $value: 'rgb(a b c)' } } }));
    expect(errors).toEqual([{ file, path: 'tint.one', message: expect.stringMatching(/^"rgb\(a b c\)" is not a color/) }]);
  });

  it('3,000-deep nesting fails with file and path, not a stack trace', async () => {
    const deep = '{"n":'.repeat(3000) + '{"$value":1}' + '}'.repeat(3000);
    const errors = await failingBuildWith('extra.json', deep);
    expect(errors).toEqual([{ file, path: Array(32).fill('n').join('.'), message: expect.stringMatching(/^nested more than 32 levels deep/) }]);
  });

  it('a 5 MB token file fails', async () => {
    const tokens = Array.from({ length: 100_000 }, (_, i) => `"t${i}": { "$value": "${i % 97}px", "$description": "A step." }`);
    const text = `{ "big": { "$type": "dimension", ${tokens.join(', ')} } }`;
    expect(text.length).toBeGreaterThan(5_000_000);
    const errors = await failingBuildWith('extra.json', text);
    expect(errors).toEqual([{ file, message: expect.stringMatching(/^the file is 5\.\d MB; a token file may hold at most 2\.0 MB/) }]);
  }, 30_000);

  it('a 5 MB string value fails (by the file size), and so does any string over 10,000 characters', async () => {
    const huge = await failingBuildWith('extra.json', JSON.stringify({ font: { $type: 'fontFamily', huge: { $value: 'x'.repeat(5_000_000) } } }));
    expect(huge).toEqual([{ file, message: expect.stringMatching(/^the file is 5\.0 MB/) }]);
    const long = await failingBuildWith('extra.json', JSON.stringify({ font: { $type: 'fontFamily', long: { $value: 'x'.repeat(10_001) } } }));
    expect(long).toEqual([{ file, path: 'font.long', message: 'a string of 10001 characters (line 1); the limit is 10000' }]);
  }, 30_000);
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
