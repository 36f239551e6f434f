// The token build grows linearly: twice the tokens may cost at most 2.5 times the time. Times are
// CPU times within one run, the best of three, after a warm-up: a ratio, never an absolute budget,
// because these machines are shared.
// @ts-check
import { describe, expect, it } from 'vitest';
import { timeScaleBuild } from './bench.mjs';
import { scaleTokens } from './scale-project.mjs';

const best = async (/** @type {number} */ count) => {
  const times = [];
  for (let i = 0; i < 3; i++) times.push((await timeScaleBuild({ tokens: scaleTokens(count) })).cpuMs);
  return Math.min(...times);
};

describe('token build scaling', () => {
  it('costs at most 2.5 times as much for twice the tokens (2,000 → 4,000)', async () => {
    await timeScaleBuild({ tokens: scaleTokens(500) });
    const small = await best(2000);
    const large = await best(4000);
    expect(large / small, `2,000 tokens: ${small.toFixed(0)} ms, 4,000: ${large.toFixed(0)} ms of CPU`).toBeLessThanOrEqual(2.5);
  }, 120_000);
});
