// Rebuilding on change: the standalone watcher, the Vite dev-server plugin, and the queue behind both.
// @ts-check
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTokens } from './build.mjs';
import { serialRebuild } from './serial-rebuild.mjs';
import { tokensPlugin } from './vite-plugin.mjs';
import { watchTokens } from './watch.mjs';

const valid = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'valid');
let root = '';
// Generous: the watcher and the build share two cores with whatever else the machine runs.
const WAIT = { timeout: 20_000, interval: 50 };
const baseFile = () => path.join(root, 'tokens', 'base.json');
const builtCss = () => readFile(path.join(root, 'build', 'css', 'tokens.css'), 'utf8');

/** Rewrites the fixture's `space.sm` value. */
async function setSpaceSm(/** @type {string} */ value) {
  const data = JSON.parse(await readFile(baseFile(), 'utf8'));
  data.space.sm.$value = value;
  await writeFile(baseFile(), JSON.stringify(data, null, 2));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tokens-watch-'));
  await cp(valid, root, { recursive: true });
  const first = await buildTokens({ root });
  expect(first.ok).toBe(true);
}, 60_000);
afterEach(() => rm(root, { recursive: true, force: true }));

describe('watchTokens', () => {
  it('rebuilds on a change, and on a broken save prints the error and keeps watching', async () => {
    const log = vi.fn();
    const error = vi.fn();
    const watcher = watchTokens({ root, log, error });
    try {
      await watcher.ready;
      await setSpaceSm('10px');
      await vi.waitFor(async () => expect(await builtCss()).toContain('--space-sm: 10px;'), WAIT);

      await setSpaceSm('10');
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('tokens/base.json › space.sm: "10" has no unit')), WAIT);
      expect(await builtCss()).toContain('--space-sm: 10px;');

      await setSpaceSm('12px');
      await vi.waitFor(async () => expect(await builtCss()).toContain('--space-sm: 12px;'), WAIT);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^tokens: rebuilt in \d+ ms/));
    } finally {
      await watcher.close();
    }
  }, 90_000);
});

describe('tokensPlugin', () => {
  it('is for the dev server only', () => {
    expect(tokensPlugin().apply).toBe('serve');
  });

  it('rebuilds through the dev server’s watcher and logs errors through its logger', async () => {
    const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { port: 0 }, plugins: [tokensPlugin()] });
    const errorLog = vi.spyOn(server.config.logger, 'error');
    try {
      await new Promise((resolve) => server.watcher.once('ready', resolve));
      // The plugin adds tokens/ to the watcher, and chokidar starts watching an added path
      // asynchronously: a save before that is not seen, so the test waits for it first.
      await vi.waitFor(() => expect(Object.keys(server.watcher.getWatched())).toContain(path.join(root, 'tokens')), WAIT);
      await setSpaceSm('14px');
      await vi.waitFor(async () => expect(await builtCss()).toContain('--space-sm: 14px;'), WAIT);

      await setSpaceSm('#14');
      await vi.waitFor(() => expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('space.sm: "#14" is not a dimension'), expect.anything()), WAIT);
      expect(await builtCss()).toContain('--space-sm: 14px;');
    } finally {
      await server.close();
    }
  }, 90_000);
});

describe('serialRebuild', () => {
  it('never runs two builds at once and folds a burst of changes into one more build', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const rebuild = serialRebuild(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active--;
      runs++;
    }, { delayMs: 5 });
    rebuild.trigger();
    await new Promise((resolve) => setTimeout(resolve, 15)); // first build now running
    for (let i = 0; i < 5; i++) rebuild.trigger();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await rebuild.idle();
    expect({ runs, maxActive }).toEqual({ runs: 2, maxActive: 1 });
  });
});
