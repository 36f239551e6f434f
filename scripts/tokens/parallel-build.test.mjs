// Large token sets build their later themes in a worker thread (build.mjs, theme-worker.mjs). Whichever
// way a build runs, it must write the same bytes and report the same problems.
// @ts-check
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTokens } from './build.mjs';
import { scaleProject, scaleTokens } from './scale-project.mjs';
import { listFiles } from './sync-dir.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** @type {string[]} */
const folders = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Builds `project` into a new folder, in the worker or not; the result and every file written. @param {string} project @param {boolean} parallel */
async function build(project, parallel) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), `tokens-${parallel ? 'parallel' : 'serial'}-`));
  folders.push(outDir);
  const result = await buildTokens({ root: project, outDir, parallel });
  const files = Object.fromEntries(await Promise.all((await listFiles(outDir)).map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')])));
  return { result, files };
}

describe('a build with its later themes in a worker', () => {
  it('writes byte for byte what the single-thread build writes', async () => {
    const project = await scaleProject({ root, tokens: scaleTokens(600) });
    folders.push(project);
    const serial = await build(project, false);
    const parallel = await build(project, true);
    expect(serial.result.ok && parallel.result.ok).toBe(true);
    expect(Object.keys(parallel.files)).toEqual(Object.keys(serial.files));
    expect(Object.keys(serial.files)).toContain('css/theme-light.css');
    expect(parallel.files).toEqual(serial.files);
    // The light theme's steps are timed in the worker.
    expect(Object.keys(parallel.result.ok ? parallel.result.phases : {})).toContain('worker: light: init');
  }, 60_000);

  it('reports a contrast failure of a theme built in the worker, and writes nothing', async () => {
    const project = path.join(here, 'fixtures', 'low-contrast');
    const serial = await build(project, false);
    const parallel = await build(project, true);
    expect(serial.result.ok ? [] : serial.result.errors).toHaveLength(1);
    expect(parallel.result).toEqual(serial.result);
    expect(parallel.files).toEqual({});
  }, 60_000);
});
