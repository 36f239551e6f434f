// Times the token build: `npm run bench:tokens [-- runs]` (default 7) into a temporary folder, then
// prints each run and the median. Goal: under 1 s on the project's 2-core machines.
// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTokens, formatErrors } from './build.mjs';

export const GOAL_MS = 1000;

/** @param {number[]} values @returns {number} */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * @param {{ runs?: number, root?: string, log?: (line: string) => void }} [opts]
 * @returns {Promise<{ times: number[], median: number }>}
 */
export async function benchTokens({ runs = 7, root = process.cwd(), log = console.log } = {}) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-tokens-'));
  try {
    /** @type {number[]} */
    const times = [];
    for (let i = 1; i <= runs; i++) {
      const result = await buildTokens({ root, outDir });
      if (!result.ok) throw new Error(formatErrors(result.errors));
      times.push(result.ms);
      log(`  run ${i}: ${result.ms.toFixed(0)} ms`);
    }
    return { times, median: median(times) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 7);
  console.log(`tokens bench: ${runs} builds, ${os.cpus().length} CPU(s), Node ${process.version}`);
  // The first run includes JIT warm-up; it counts, as it does for `npm run tokens`.
  const { median: ms } = await benchTokens({ runs });
  const met = ms < GOAL_MS;
  console.log(`median: ${ms.toFixed(0)} ms — goal < ${GOAL_MS} ms ${met ? 'met' : 'NOT met'}`);
  // Only a median over the goal fails: single slow runs are noise on shared machines.
  if (!met) process.exitCode = 1;
}
