// Times the token build: `npm run bench:tokens [-- runs]` (default 7) builds the project's tokens into
// a temporary folder and prints each run and the median (goal: under 1 s on the project's 2-core
// machines), then the scale cases: generated token sets of 1,000, 5,000 and 20,000 tokens (two thirds
// references, up to three deep) and a 1,000-deep reference chain, each in a temporary folder. Time per
// 1,000 tokens shows growth as a ratio: flat means linear. Goals: 20,000 tokens under 5 s, the chain
// under 2 s. CPU time is printed beside wall time because these machines are shared. Last, the
// 20,000 tokens are built by `npm run tokens` of this working tree and of the previous pipeline (the
// merge base with main, or `--against REV`) taking turns in the same run, five times each, so a busy
// machine slows both alike and their ratio says what changed; then the median of each step of the
// build (`npm run tokens -- --phases`). `-- --compare [runs]` runs only that comparison.
// @ts-check
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildTokens, formatErrors, formatPhases } from './build.mjs';
import { defaultRevision, extractRevision, git } from './diff-build.mjs';
import { chainTokens, scaleProject, scaleTokens } from './scale-project.mjs';

const run = promisify(execFile);

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

/** What the token build needs from the repository (build.mjs imports src/lib for contrast and escaping). */
const PIPELINE = ['scripts/tokens', 'src/lib'];

// Printed by the child as it exits: its CPU time, which waiting for a core on a shared machine does not inflate.
const REPORT_CPU = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();console.log('cpu-ms '+(u.user+u.system)/1000)})`;

/**
 * `npm run tokens` (node scripts/tokens/build.mjs) on a generated project, as a child process: wall
 * and CPU time of the whole process, as a designer waits for it, and the steps `--phases` prints
 * (none from a pipeline that predates it, which ignores the flag).
 * @param {string} pipeline folder holding scripts/tokens @param {string} project
 */
async function timeCommand(pipeline, project) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--import', REPORT_CPU, path.join(pipeline, 'scripts/tokens/build.mjs'), '--phases'], { cwd: project, maxBuffer: 1 << 20 });
  const ms = performance.now() - started;
  const cpu = /cpu-ms ([\d.]+)/.exec(stdout);
  if (!/built .* in \d+ ms/.test(stdout) || !cpu) throw new Error(`the build did not finish: ${stdout}`);
  const phases = Object.fromEntries([...stdout.matchAll(/^ {2}(\S.*?) +(\d+) ms$/gm)].map((m) => [String(m[1]), Number(m[2])]));
  return { ms, cpuMs: Number(cpu[1]), phases };
}

/**
 * 20,000 tokens built by this working tree's pipeline and by the one at `ref`, alternately, `runs` times each.
 * @param {{ root?: string, ref?: string, runs?: number, log?: (line: string) => void }} [opts]
 */
export async function benchAgainst({ root = process.cwd(), ref, runs = 5, log = console.log } = {}) {
  const base = ref ? { ref: await git(root, ['rev-parse', '--verify', `${ref}^{commit}`]), label: ref } : await defaultRevision(root);
  const previous = await mkdtemp(path.join(os.tmpdir(), 'bench-tokens-previous-'));
  const project = await scaleProject({ root, tokens: scaleTokens(20000) });
  try {
    await extractRevision(root, base.ref, previous, PIPELINE);
    // The previous pipeline resolves its packages from this project's node_modules.
    await symlink(path.join(root, 'node_modules'), path.join(previous, 'node_modules'), 'dir');
    /** @type {Record<'previous' | 'current', { ms: number[], cpuMs: number[], phases: Map<string, number[]> }>} */
    const times = { previous: { ms: [], cpuMs: [], phases: new Map() }, current: { ms: [], cpuMs: [], phases: new Map() } };
    for (let i = 1; i <= runs; i++) {
      for (const [side, pipeline] of /** @type {const} */ ([['previous', previous], ['current', root]])) {
        const { ms, cpuMs, phases } = await timeCommand(pipeline, project);
        times[side].ms.push(ms);
        times[side].cpuMs.push(cpuMs);
        for (const [name, phaseMs] of Object.entries(phases)) times[side].phases.set(name, [...(times[side].phases.get(name) ?? []), phaseMs]);
        log(`  run ${i} ${side.padEnd(8)} ${ms.toFixed(0).padStart(6)} ms (cpu ${cpuMs.toFixed(0)} ms)`);
      }
    }
    for (const side of /** @type {const} */ (['previous', 'current'])) {
      if (times[side].phases.size === 0) continue;
      log(`  where the time goes (${side}, median of each step):`);
      log(formatPhases(Object.fromEntries([...times[side].phases].map(([name, values]) => [name, median(values)]))));
    }
    const medians = (/** @type {'previous' | 'current'} */ side) => ({ ms: median(times[side].ms), cpuMs: median(times[side].cpuMs) });
    const result = { label: base.label, previous: medians('previous'), current: medians('current') };
    const percent = (/** @type {'ms' | 'cpuMs'} */ key) => `${((result.current[key] / result.previous[key]) * 100).toFixed(0)}%`;
    log(
      `  median: ${result.current.ms.toFixed(0)} ms (cpu ${result.current.cpuMs.toFixed(0)} ms), against ${result.previous.ms.toFixed(0)} ms ` +
        `(cpu ${result.previous.cpuMs.toFixed(0)} ms) for ${result.label}: ${percent('ms')} of its wall time, ${percent('cpuMs')} of its CPU time`,
    );
    return result;
  } finally {
    await Promise.all([previous, project].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const against = args.indexOf('--against');
  const ref = against >= 0 ? args[against + 1] : undefined;
  const runs = Number(args.find((arg, i) => /^\d+$/.test(arg) && args[i - 1] !== '--against') ?? 7);
  console.log(`tokens bench: ${runs} builds, ${os.cpus().length} CPU(s), Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`);
  let met = true;
  if (!args.includes('--compare')) {
    // The first run includes JIT warm-up; it counts, as it does for `npm run tokens`.
    const { median: ms } = await benchTokens({ runs });
    met = ms < GOAL_MS;
    console.log(`median: ${ms.toFixed(0)} ms — goal < ${GOAL_MS} ms ${met ? 'met' : 'NOT met'}`);
    console.log('scale (generated into a temporary folder):');
    const scale = await benchScale();
    const scaleMet = Object.entries(SCALE_GOALS).every(([name, goal]) => (scale[name]?.ms ?? Infinity) < goal);
    console.log(`20,000 tokens goal < ${SCALE_GOALS.tokens20k} ms, 1,000-deep chain goal < ${SCALE_GOALS.chain1000} ms: ${scaleMet ? 'met' : 'NOT met'}`);
    met &&= scaleMet;
  }
  console.log('20,000 tokens with `npm run tokens`, this pipeline and the previous one taking turns:');
  await benchAgainst({ ref, ...(args.includes('--compare') ? { runs } : {}) });
  // Only a median over the goal fails: single slow runs are noise on shared machines.
  if (!met) process.exitCode = 1;
}
