// The token build grows linearly: twice the tokens may cost at most 2.5 times the time. Times are
// CPU times within one run, after a warm-up, the best of five builds of each size, the sizes alternating
// so that a busy moment on the machine (the other test worker, another program) weighs on both: a ratio,
// never an absolute budget, because these machines are shared.
// @ts-check
import { describe, expect, it } from 'vitest';
import { timeScaleBuild } from './bench.mjs';
import { scaleTokens } from './scale-project.mjs';

const RUNS = 5;
const cpuMs = async (/** @type {number} */ count) => (await timeScaleBuild({ tokens: scaleTokens(count) })).cpuMs;

describe('token build scaling', () => {
  it('costs at most 2.5 times as much for twice the tokens (2,000 → 4,000)', async () => {
    await cpuMs(500);
    const small = [];
    const large = [];
    for (let i = 0; i < RUNS; i++) {
      small.push(await cpuMs(2000));
      large.push(await cpuMs(4000));
    }
    const [best2000, best4000] = [Math.min(...small), Math.min(...large)];
    expect(best4000 / best2000, `2,000 tokens: ${best2000.toFixed(0)} ms, 4,000: ${best4000.toFixed(0)} ms of CPU`).toBeLessThanOrEqual(2.5);
  }, 120_000);
});
