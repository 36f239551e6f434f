// Spring tokens: the physics, the outputs they build into, and the validator's answer to bad physics.
// @ts-check
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTokens } from './build.mjs';
import { validateTokenSets } from './validate.mjs';
import { SETTLE_EPSILON, checkSpringPhysics, resolveSpring, settleMs, springPosition } from './spring.mjs';

const snappy = { stiffness: 400, damping: 30, mass: 1 };

describe('spring physics', () => {
  it('starts at rest at 0 and settles at 1 in every damping regime', () => {
    for (const damping of [10, 40, 80]) {
      const spring = { stiffness: 400, damping, mass: 1 };
      expect(springPosition(spring, 0)).toBeCloseTo(0, 10);
      const settled = /** @type {number} */ (settleMs(spring));
      expect(Math.abs(springPosition(spring, settled / 1000) - 1)).toBeLessThan(SETTLE_EPSILON);
    }
  });

  it('settles sooner when stiffer and overshoots when lightly damped', () => {
    expect(/** @type {number} */ (settleMs(snappy))).toBeLessThan(/** @type {number} */ (settleMs({ ...snappy, stiffness: 100 })));
    const { linear } = resolveSpring({ stiffness: 300, damping: 10, mass: 1 });
    expect(Math.max(...linear.slice(7, -1).split(', ').map(Number))).toBeGreaterThan(1.2);
    expect(linear).toMatch(/^linear\(0, .*, 1\)$/);
  });

  it('gives each physics its own settling time, however many springs came before', () => {
    const first = { stiffness: 170, damping: 26, mass: 1 };
    const answer = settleMs(first);
    // The answers are remembered per physics, up to 1,000 springs; past that the memory starts again.
    const others = Array.from({ length: 1001 }, (_, i) => settleMs({ stiffness: 200 + i, damping: 20, mass: 1 }));
    expect(settleMs(first)).toBe(answer);
    expect(settleMs({ stiffness: 200, damping: 20, mass: 1 })).toBe(others[0]);
    expect(settleMs({ ...first, mass: 2 })).not.toBe(answer);
    expect(settleMs({ ...first, damping: 0.5 })).toBeUndefined();
  });
});

describe('spring validation', () => {
  const file = 'tokens/motion.json';
  const withSpring = (/** @type {unknown} */ physics) =>
    validateTokenSets({
      files: [{ file, data: { motion: { spring: { $type: 'cubicBezier', snappy: { $value: [0.2, 0, 0, 1], $extensions: { 'com.motion-kit.spring': physics } } } } } }],
      scopes: [{ name: 'base', files: [file] }],
    });

  it('accepts stiffness, damping and mass as positive numbers', () => {
    expect(withSpring(snappy)).toEqual([]);
  });

  it.each([
    ['a negative stiffness', { ...snappy, stiffness: -400 }, 'spring stiffness must be greater than 0, got -400'],
    ['a missing mass', { stiffness: 400, damping: 30 }, 'spring is missing mass'],
    ['a damping that is not a number', { ...snappy, damping: '30' }, 'spring damping "30" is not a number'],
    ['an unknown field', { ...snappy, bounce: 0.2 }, 'spring has unknown field bounce (allowed: stiffness, damping, mass)'],
    ['a spring that never settles', { stiffness: 1, damping: 0.001, mass: 1 }, 'spring does not settle within 10 s: raise damping or stiffness'],
    ['no object at all', 400, '400 is not a spring: use { "stiffness": 400, "damping": 30, "mass": 1 }'],
  ])('rejects %s, naming file and token path', (_, physics, message) => {
    expect(withSpring(physics)).toEqual([{ file, path: 'motion.spring.snappy', message }]);
  });

  it('lists every problem of one spring', () => {
    expect(checkSpringPhysics({ stiffness: -1, damping: 'x' })).toEqual(['spring is missing mass', 'spring stiffness must be greater than 0, got -1', 'spring damping "x" is not a number']);
  });
});

describe('the real token sources', () => {
  /** A copy of the project's token sources to edit, and an output folder holding a "last good" build. */
  async function copyOfProject() {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tokens-spring-'));
    await cp('tokens', path.join(root, 'tokens'), { recursive: true });
    await cp('style-dictionary.config.json', path.join(root, 'style-dictionary.config.json'));
    return root;
  }

  it('build springs into TS physics and a CSS linear() easing with its settling duration', async () => {
    const root = await copyOfProject();
    try {
      const result = await buildTokens({ root, outDir: path.join(root, 'build') });
      expect(result.ok ? [] : result.errors).toEqual([]);
      const css = await readFile(path.join(root, 'build', 'css', 'tokens.css'), 'utf8');
      const { durationMs, linear } = resolveSpring(snappy);
      expect(css).toContain(`--motion-spring-snappy: ${linear};`);
      expect(css).toContain(`--motion-spring-snappy-duration: ${durationMs}ms;`);
      const ts = await readFile(path.join(root, 'build', 'ts', 'tokens.ts'), 'utf8');
      expect(ts).toMatch(/"snappy": \{\s+"stiffness": 400,\s+"damping": 30,\s+"mass": 1,\s+"durationMs": \d+,\s+"linear": "linear\(/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('fail the build on a negative spring value and leave the last good build as it was', async () => {
    const root = await copyOfProject();
    try {
      const outDir = path.join(root, 'build');
      expect((await buildTokens({ root, outDir })).ok).toBe(true);
      const before = await readFile(path.join(outDir, 'css', 'tokens.css'), 'utf8');
      const file = path.join(root, 'tokens', 'motion.json');
      const edited = JSON.parse(await readFile(file, 'utf8'));
      edited.motion.spring.gentle.$extensions['com.motion-kit.spring'].damping = -26;
      await writeFile(file, JSON.stringify(edited));
      const result = await buildTokens({ root, outDir });
      expect(result.ok ? [] : result.errors).toEqual([
        { file: 'tokens/motion.json', path: 'motion.spring.gentle', message: 'spring damping must be greater than 0, got -26' },
      ]);
      expect(await readFile(path.join(outDir, 'css', 'tokens.css'), 'utf8')).toBe(before);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
