// Times the token build: `npm run bench:tokens [-- runs]` (default 7) builds the project's tokens into
// a temporary folder and prints each run and the median (goal: under 1 s on the project's 2-core
// machines), then the scale cases: generated token sets of 1,000, 5,000 and 20,000 tokens (two thirds
// references, up to three deep) and a 1,000-deep reference chain, each in a temporary folder. Time per
// 1,000 tokens shows growth as a ratio: flat means linear. Goals: 20,000 tokens under 5 s, the chain
// under 2 s. CPU time is printed beside wall time because these machines are shared.
// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTokens, formatErrors } from './build.mjs';
import { chainTokens, scaleProject, scaleTokens } from './scale-project.mjs';

export const GOAL_MS = 1000;
export const SCALE_GOALS = { tokens20k: 5000, chain1000: 2000 };

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

/**
 * Builds a generated project once: wall and CPU milliseconds of `buildTokens`, validation included.
 * @param {{ tokens: Record<string, any>, root?: string }} args
 * @returns {Promise<{ ms: number, cpuMs: number }>}
 */
export async function timeScaleBuild({ tokens, root = process.cwd() }) {
  const project = await scaleProject({ root, tokens });
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await buildTokens({ root: project, outDir: path.join(project, 'build') });
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    if (!result.ok) throw new Error(formatErrors(result.errors));
    return { ms, cpuMs: (user + system) / 1000 };
  } finally {
    await rm(project, { recursive: true, force: true });
  }
}

/** @param {{ root?: string, log?: (line: string) => void }} [opts] */
export async function benchScale({ root = process.cwd(), log = console.log } = {}) {
  await timeScaleBuild({ root, tokens: scaleTokens(500) }); // warm-up: JIT and module loading
  /** @type {Record<string, { ms: number, cpuMs: number }>} */
  const results = {};
  for (const count of [1000, 5000, 20000]) {
    const time = (results[`tokens${count / 1000}k`] = await timeScaleBuild({ root, tokens: scaleTokens(count) }));
    log(`  ${String(count).padStart(6)} tokens: ${time.ms.toFixed(0).padStart(6)} ms (cpu ${time.cpuMs.toFixed(0)} ms), ${((time.ms / count) * 1000).toFixed(0)} ms per 1,000 tokens`);
  }
  const chain = (results.chain1000 = await timeScaleBuild({ root, tokens: chainTokens(1000) }));
  log(`  1,000-deep reference chain: ${chain.ms.toFixed(0)} ms (cpu ${chain.cpuMs.toFixed(0)} ms)`);
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 7);
  console.log(`tokens bench: ${runs} builds, ${os.cpus().length} CPU(s), Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`);
  // The first run includes JIT warm-up; it counts, as it does for `npm run tokens`.
  const { median: ms } = await benchTokens({ runs });
  const met = ms < GOAL_MS;
  console.log(`median: ${ms.toFixed(0)} ms — goal < ${GOAL_MS} ms ${met ? 'met' : 'NOT met'}`);
  console.log('scale (generated into a temporary folder):');
  const scale = await benchScale();
  const scaleMet = Object.entries(SCALE_GOALS).every(([name, goal]) => (scale[name]?.ms ?? Infinity) < goal);
  console.log(`20,000 tokens goal < ${SCALE_GOALS.tokens20k} ms, 1,000-deep chain goal < ${SCALE_GOALS.chain1000} ms: ${scaleMet ? 'met' : 'NOT met'}`);
  // Only a median over the goal fails: single slow runs are noise on shared machines.
  if (!met || !scaleMet) process.exitCode = 1;
}
