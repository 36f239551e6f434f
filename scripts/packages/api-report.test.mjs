// The API report check: API Extractor with the kit's own rules (packages/react/api-extractor.json) on small
// declaration files, so each rule is seen to fail without building the kit.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractorConfig } from '@microsoft/api-extractor';
import { API_EXTRACTOR_CONFIG, checkApiReport } from './api-report.mjs';

const root = process.cwd();
let dir = '';

/** The kit's configuration, pointed at `dir`'s index.d.ts and reporting into `dir`. */
function fixtureConfig() {
  const configObject = ExtractorConfig.loadFile(path.join(root, API_EXTRACTOR_CONFIG));
  const entry = path.join(dir, 'index.d.ts');
  configObject.projectFolder = dir;
  configObject.mainEntryPointFilePath = entry;
  configObject.apiReport = { ...configObject.apiReport, enabled: true, reportFolder: path.join(dir, 'etc'), reportTempFolder: path.join(dir, 'temp') };
  configObject.compiler = { overrideTsconfig: { ...configObject.compiler?.overrideTsconfig, include: [entry] } };
  return ExtractorConfig.prepare({ configObject, configObjectFullPath: path.join(dir, 'api-extractor.json'), packageJson: { name: '@motion-kit/react', version: '1.0.0' }, packageJsonFullPath: path.join(dir, 'package.json') });
}

const check = async (/** @type {string} */ declarations, update = false) => {
  await writeFile(path.join(dir, 'index.d.ts'), declarations);
  return checkApiReport({ root: dir, update, config: fixtureConfig() });
};

const DOCUMENTED = `/** Props of Badge. */
export interface BadgeProps {
  /** The badge's text. */
  label: string;
}
/** A badge. */
export declare function Badge(props: BadgeProps): null;
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'api-report-'));
  await mkdir(path.join(dir, 'etc'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// API Extractor's first run loads its compiler: seconds on a busy two-core machine.
describe('the API report check', { timeout: 30_000 }, () => {
  it('passes when the committed report matches and everything is documented', async () => {
    expect(await check(DOCUMENTED, true)).toEqual([]);
    expect(await readFile(path.join(dir, 'etc', 'react.api.md'), 'utf8')).toContain('export interface BadgeProps');
    expect(await check(DOCUMENTED)).toEqual([]);
  });

  it('fails when a prop loses its doc comment', async () => {
    const failures = await check(DOCUMENTED.replace("  /** The badge's text. */\n", ''));
    expect(failures).toContainEqual(expect.stringContaining('(ae-undocumented) Missing documentation for "label"'));
  });

  it('fails when a component loses its doc comment', async () => {
    const failures = await check(DOCUMENTED.replace('/** A badge. */\n', ''));
    expect(failures).toContainEqual(expect.stringContaining('(ae-undocumented) Missing documentation for "Badge"'));
  });

  it('fails when the exports differ from the committed report, naming the file to update', async () => {
    const failures = await check(`${DOCUMENTED}/** A second export. */\nexport declare const size = 1;\n`);
    expect(failures).toEqual([expect.stringMatching(/^etc\/react\.api\.md differs from what the kit exports/)]);
  });

  it('fails when a public signature names a type the entry does not export', async () => {
    // `export {}` makes the file's other declarations module-private, as a built .d.ts's unexported types are.
    const failures = await check(`${DOCUMENTED.replace('export interface BadgeProps', 'interface BadgeProps')}export {};\n`);
    expect(failures).toContainEqual(expect.stringContaining('(ae-forgotten-export)'));
  });
});
