// The forge's workflows: valid YAML, running the project's own npm scripts (the ones .ci/run runs),
// and the token diff on pull requests that touch the token sources.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (/** @type {string} */ file) => readFile(path.join(root, file), 'utf8');
/** @param {string} file @returns {Promise<any>} */
const workflow = async (file) => parse(await read(file), { strict: true, uniqueKeys: true });
/** @type {Record<string, string>} */
const scripts = JSON.parse(await read('package.json')).scripts;

/** @typedef {{ uses?: string, run?: string, with?: Record<string, unknown>, env?: Record<string, string> }} Step */
/** @param {any} flow @returns {Step[]} every step of every job */
const stepsOf = (flow) => Object.values(flow.jobs).flatMap((/** @type {any} */ job) => job.steps);
/** @param {Step[]} steps */
const commands = (steps) => steps.flatMap((s) => (s.run ? s.run.split('\n').map((l) => l.trim()).filter(Boolean) : []));
/** The npm scripts a line runs: `npm run -s x`, `npm run x`, `npm test`. @param {string} line */
const npmScript = (line) => /^npm (?:run(?: --silent| -s)? ([\w:-]+)|(test))\b/.exec(line)?.slice(1).find(Boolean);

describe('.github/workflows/ci.yml', async () => {
  const flow = await workflow('.github/workflows/ci.yml');
  const steps = stepsOf(flow);
  const lines = commands(steps);

  it('runs on every push and pull request, whatever the paths', () => {
    expect(Object.keys(flow.on).sort()).toEqual(['pull_request', 'push']);
    expect(flow.on.push?.paths).toBeUndefined();
    expect(flow.on.pull_request?.paths).toBeUndefined();
  });

  it('installs with npm ci, builds the tokens, then runs npm test', () => {
    const order = ['npm ci --no-audit --no-fund', 'npm run tokens', 'npm test'].map((line) => lines.indexOf(line));
    expect(order.every((i) => i >= 0), lines.join('\n')).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('uses Node 20 with the npm cache, and caches the Debian packages Chromium comes in', () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with).toEqual({ 'node-version': 20, cache: 'npm' });
    expect(steps.find((s) => s.uses?.startsWith('actions/cache@'))?.with?.path).toBe('/var/cache/apt/archives/*.deb');
    expect(lines).toContain('apt-get install -y -qq chromium');
    expect(flow.jobs.test.container).toMatch(/^node:20-/);
  });

  it('runs every npm command .ci/run runs', async () => {
    const ciRun = (await read('.ci/run')).split('\n').map((l) => l.trim()).filter((l) => l.startsWith('npm '));
    expect(ciRun.length).toBeGreaterThan(0);
    for (const line of ciRun) expect(lines).toContain(line);
  });
});

describe('.github/workflows/token-diff.yml', async () => {
  const flow = await workflow('.github/workflows/token-diff.yml');
  const steps = stepsOf(flow);
  const lines = commands(steps);

  it('runs on pull requests that touch the token sources or their config, only', () => {
    expect(Object.keys(flow.on)).toEqual(['pull_request']);
    expect(flow.on.pull_request.paths).toEqual(['tokens/**', 'style-dictionary.config.json']);
  });

  it('diffs against the base commit as Markdown into the job summary, with the history to read it from', () => {
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toEqual({ 'fetch-depth': 0 });
    const diff = steps.find((s) => s.run?.includes('tokens:diff'));
    expect(diff?.run).toBe('npm run --silent tokens:diff -- "$BASE_SHA" --markdown >> "$GITHUB_STEP_SUMMARY"');
    expect(diff?.env).toEqual({ BASE_SHA: '${{ github.event.pull_request.base.sha }}' });
    expect(lines).toContain('npm ci --no-audit --no-fund');
  });
});

describe('every workflow', async () => {
  const files = ['.github/workflows/ci.yml', '.github/workflows/token-diff.yml'];
  const flows = await Promise.all(files.map(workflow));

  it('runs only npm scripts the project defines, apart from installing', () => {
    for (const line of flows.flatMap((f) => commands(stepsOf(f)))) {
      if (line.startsWith('npm ci') || line.startsWith('apt-get ') || line.startsWith('rm -f /etc/apt/') || line === '/usr/bin/chromium --version') continue;
      const script = npmScript(line);
      expect(script, `not an npm script: ${line}`).toBeDefined();
      expect(scripts, line).toHaveProperty(/** @type {string} */ (script));
    }
  });

  it('pins every action to a major version and reads the repository only', () => {
    for (const flow of flows) {
      expect(flow.permissions).toEqual({ contents: 'read' });
      for (const step of stepsOf(flow).filter((s) => s.uses)) expect(step.uses).toMatch(/^actions\/[\w-]+@v\d+$/);
    }
  });
});
