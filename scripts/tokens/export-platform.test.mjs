// The linear exporter against Style Dictionary itself: for the project's tokens and for generated
// ones (chains, references inside strings and composite values, transitive transforms) it must give
// exactly the dictionary `getPlatformTokens` gives, and `tokens/css-variables` exactly the CSS of
// `css/variables`. This is what keeps the exporter honest when Style Dictionary is upgraded.
// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile as read, rm, writeFile } from 'node:fs/promises';
import StyleDictionary from 'style-dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeRuns } from './build.mjs';
import { exportPlatform } from './export-platform.mjs';
import { chainTokens, scaleProject, scaleTokens } from './scale-project.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Generated tokens that exercise every path of reference resolution. */
function trickyTokens() {
  const scale = scaleTokens(60);
  const chain = chainTokens(40);
  return {
    spacing: {
      ...scale.spacing,
      ...chain.spacing,
      mixed: { $type: 'dimension', double: { $value: 'calc({spacing.chain.c40} * 2)' }, two: { $value: 'max({spacing.scale.t2}, {spacing.chain.c7})' }, twice: { $value: '{spacing.scale.t0} {spacing.chain.c1} {spacing.scale.t0}' },
        // Whole-value aliases the exporter answers without the resolver, and those it must not:
        // a spaced reference, a `$` (a replacement pattern to String#replace), a number.
        spaced: { $value: '{ spacing.scale.t0 }' }, dollar: { $value: '1px$$&' }, dollarAlias: { $value: '{spacing.mixed.dollar}' },
        count: { $value: 3 }, countAlias: { $value: '{spacing.mixed.count}' } },
    },
    color: { ...scale.color, alias: { $type: 'color', accent: { $value: '{color.scale.t11}' } } },
    motion: { bench: { $type: 'duration', base: { $value: '0.2s' }, alias: { $value: '{motion.bench.base}' }, alias2: { $value: '{motion.bench.alias}' } } },
    shadow: {
      bench: {
        $type: 'shadow',
        $description: 'Composite values with references inside.',
        lifted: { $value: { color: '{color.alias.accent}', offsetX: '0px', offsetY: '{spacing.chain.c3}', blur: '8px', spread: '0px' } },
      },
    },
  };
}

// Value transforms that show whether a resolved reference gets only the transitive ones: each
// appends a mark, so applying one twice or skipping one changes the value.
StyleDictionary.registerTransform({ name: 'test/mark', type: 'value', filter: (t) => t.$type === 'dimension', transform: (t) => `${t.$value}/m` });
StyleDictionary.registerTransform({ name: 'test/mark-transitive', type: 'value', transitive: true, filter: (t) => t.$type === 'dimension', transform: (t) => `${t.$value}/t` });

/** @type {string[]} */
const projects = [];
afterAll(async () => {
  for (const dir of projects) await rm(dir, { recursive: true, force: true });
});

/** @param {string} projectRoot */
async function runsOf(projectRoot) {
  const config = JSON.parse(await read(path.join(projectRoot, 'style-dictionary.config.json'), 'utf8'));
  return { config, runs: themeRuns(projectRoot, config, '') };
}

describe.each([
  ['the project tokens', async () => root],
  ['generated chains, interpolations and composites', async () => {
    const dir = await scaleProject({ root, tokens: trickyTokens() });
    projects.push(dir);
    const configPath = path.join(dir, 'style-dictionary.config.json');
    const config = JSON.parse(await read(configPath, 'utf8'));
    config.platforms.probe = {
      transforms: ['attribute/cti', 'name/kebab', 'test/mark', 'test/mark-transitive'],
      buildPath: 'probe/',
      files: [{ destination: 'probe.json', format: 'json/flat', scope: 'all' }],
    };
    await writeFile(configPath, JSON.stringify(config));
    return dir;
  }],
])('exportPlatform on %s', (_name, makeRoot) => {
  /** @type {Awaited<ReturnType<typeof runsOf>>} */
  let setup;
  beforeAll(async () => {
    setup = await runsOf(await makeRoot());
  });

  it('gives the dictionary Style Dictionary gives, for every platform and theme', async () => {
    for (const { sd } of setup.runs) {
      for (const platform of Object.keys(setup.config.platforms)) {
        const ours = await exportPlatform(sd, platform);
        const theirs = await sd.getPlatformTokens(platform);
        expect(ours.allTokens).toEqual(theirs.allTokens);
        expect(ours.tokens).toEqual(theirs.tokens);
        expect([...ours.tokenMap.keys()]).toEqual([...theirs.tokenMap.keys()]);
      }
    }
  }, 60_000);

  it('with keep, computes the kept tokens and what they reference, exactly as the full export does', async () => {
    const { sd } = setup.runs[setup.runs.length - 1] ?? setup.runs[0];
    const full = await exportPlatform(sd, 'css');
    const themeFile = setup.config.themes[Object.keys(setup.config.themes).at(-1) ?? ''].source;
    const kept = await exportPlatform(sd, 'css', { keep: (token) => token.filePath.endsWith(themeFile) });
    expect(kept.allTokens.length).toBeGreaterThan(0);
    expect(kept.allTokens.length).toBeLessThan(full.allTokens.length);
    for (const token of kept.allTokens) expect(token).toEqual(full.tokenMap.get(token.key));
    // Everything a kept token references is there, so outputReferences can name it.
    const keys = new Set(kept.allTokens.map((token) => token.key));
    for (const token of kept.allTokens) {
      for (const match of JSON.stringify(token.original.$value).matchAll(/\{([^}]+)\}/g)) expect(keys.has(`{${match[1]}}`)).toBe(true);
    }
  }, 60_000);

  it.each([
    ['as configured', {}],
    ['with fallbacks', { outputReferenceFallbacks: true }],
    ['with a prefix', { formatting: { prefix: '--x-' } }],
  ])('tokens/css-variables writes what css/variables writes, %s', async (_case, options) => {
    for (const { sd } of setup.runs) {
      const config = sd.getPlatformConfig('css');
      const dictionary = await exportPlatform(sd, 'css');
      for (const configured of config.files ?? []) {
        const file = { ...configured, options: { ...configured.options, ...options } };
        const builtIn = { ...file, scopedFormat: 'css/variables' };
        const ours = await sd.formatFile(file, config, dictionary);
        const theirs = await sd.formatFile(builtIn, config, dictionary);
        expect(ours.output).toBe(theirs.output);
        expect(ours.output).toContain('var(--');
      }
    }
  }, 60_000);
});
