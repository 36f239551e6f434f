// The token diff on a fixture pair (fixtures/diff-before -> fixtures/diff-after), section by section,
// and the CLI on a throwaway git repository holding that pair as a commit and an uncommitted edit.
// @ts-check
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokenSet, copyWorkingTree } from './diff-build.mjs';
import { main } from './diff-cli.mjs';
import { diffTokenSets, formatMarkdown, formatText, isEmpty, wcagLevel } from './diff.mjs';
import { scanTokenReaders } from './token-usage.mjs';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const beforeRoot = path.join(fixtures, 'diff-before');
const afterRoot = path.join(fixtures, 'diff-after');
/** @type {string[]} */
const scratch = [];
const tempDir = async (/** @type {string} */ label) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `tokens-diff-test-${label}-`));
  scratch.push(dir);
  return dir;
};

/** @type {import('./diff.mjs').TokenSet} */
let before;
/** @type {import('./diff.mjs').TokenSet} */
let after;
/** @type {import('./diff.mjs').TokenDiff} */
let diff;

/** Builds a fixture from a copy, as the CLI does (the build adds a platform to the config it reads). @param {string} root */
async function build(root) {
  const dir = await tempDir('build');
  await copyWorkingTree(root, dir);
  const result = await buildTokenSet(dir);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.set;
}

beforeAll(async () => {
  before = await build(beforeRoot);
  after = await build(afterRoot);
  const names = [...Object.values(before.themes), ...Object.values(after.themes)].flat();
  const readers = await scanTokenReaders(afterRoot, names);
  diff = diffTokenSets(before, after, { readers });
}, 60_000);
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

const allThemes = ['dark', 'light'];

describe('token sets as built', () => {
  it('hold every token of every theme with its resolved and its source value', () => {
    expect(Object.keys(after.themes)).toEqual(allThemes);
    const accent = after.themes.dark?.find((t) => t.name === 'color.accent');
    expect(accent).toEqual({ name: 'color.accent', cssVar: '--color-accent', type: 'color', value: '#0f766e', original: '{color.primary.500}' });
    expect(after.themes.light?.find((t) => t.name === 'color.accent')?.value).toBe('#4338ca');
    expect(after.contrast?.pairs).toHaveLength(3);
  });
});

describe('diffTokenSets on the fixture pair', () => {
  it('lists the edited tokens with old -> new values, grouping themes that moved alike', () => {
    expect(diff.changed.map((c) => c.name)).toEqual(['color.brand.primary', 'motion.duration.fast']);
    const brand = diff.changed[0];
    expect(brand?.cssVar).toBe('--color-brand-primary');
    expect(brand?.changes).toEqual([{ themes: allThemes, before: '#6366f1', after: '#0f766e' }]);
    expect(diff.changed[1]?.changes).toEqual([{ themes: allThemes, before: '150ms', after: '120ms' }]);
  });

  it('tells every token following an edit by reference under that edit, transitively and per theme', () => {
    // `via`: the references from the follower up to the edit, nearest first.
    const brand = diff.changed.find((c) => c.name === 'color.brand.primary');
    expect(brand?.followers.map((f) => [f.name, f.via, f.changes])).toEqual([
      ['color.primary.500', [], [{ themes: allThemes, before: '#6366f1', after: '#0f766e' }]],
      // The light theme's accent follows color.primary.700, so only the dark one moved.
      ['color.accent', ['color.primary.500'], [{ themes: ['dark'], before: '#6366f1', after: '#0f766e' }]],
      ['color.link', ['color.accent', 'color.primary.500'], [{ themes: ['dark'], before: '#6366f1', after: '#0f766e' }]],
    ]);
    expect(diff.changed.find((c) => c.name === 'motion.duration.fast')?.followers.map((f) => f.name)).toEqual(['motion.duration.hover']);
    // A follower is not also told as an edit of its own.
    expect(diff.changed.map((c) => c.name)).not.toContain('color.accent');
  });

  it('lists added and removed tokens with their values', () => {
    expect(diff.added).toEqual([
      { name: 'color.info', cssVar: '--color-info', values: [{ themes: allThemes, before: undefined, after: '#0ea5e9' }], readers: ['Toast'] },
    ]);
    expect(diff.removed.map((t) => [t.name, t.values[0]?.before])).toEqual([['color.legacy', '#123456']]);
  });

  it('hints at a rename when a removed and an added token hold the same values', () => {
    expect(diff.renamed).toEqual([
      {
        from: 'color.old-highlight',
        to: 'color.highlight',
        fromCssVar: '--color-old-highlight',
        toCssVar: '--color-highlight',
        values: [{ themes: allThemes, before: '#f59e0b', after: '#f59e0b' }],
        readers: ['Link'],
      },
    ]);
    expect(diff.added.map((t) => t.name)).not.toContain('color.highlight');
    expect(diff.removed.map((t) => t.name)).not.toContain('color.old-highlight');
  });

  it('lists the contrast pairs whose ratio moved, with WCAG levels, a dropped level and the edit behind it', () => {
    expect(diff.contrast).toEqual([
      {
        text: 'color.accent',
        background: 'color.bg',
        role: 'ui',
        theme: 'dark',
        required: 3,
        before: { ratio: 4.51, level: 'AA' },
        after: { ratio: 3.68, level: 'AA large' },
        dropsLevel: true,
        failsRequirement: false,
        causes: ['color.brand.primary'],
      },
      {
        text: 'color.link',
        background: 'color.surface',
        role: 'decorative',
        theme: 'dark',
        required: null,
        before: { ratio: 3.99, level: 'AA large' },
        after: { ratio: 3.26, level: 'AA large' },
        dropsLevel: false,
        failsRequirement: false,
        causes: ['color.brand.primary'],
      },
    ]);
  });

  it('names the components reading each changed token, through the theme, helpers and CSS variables', () => {
    const brand = diff.changed.find((c) => c.name === 'color.brand.primary');
    // Toast.test.tsx names --color-brand-primary, but tests are not readers.
    expect(brand?.readers).toEqual([]);
    expect(Object.fromEntries(brand?.followers.map((f) => [f.name, f.readers]) ?? [])).toEqual({
      'color.primary.500': ['Button'],
      'color.accent': [],
      'color.link': ['Link'],
    });
    const fast = diff.changed.find((c) => c.name === 'motion.duration.fast');
    expect(fast?.readers).toEqual(['Toast']);
    expect(fast?.followers[0]?.readers).toEqual(['Button']);
    expect(diff.readers).toEqual(['Button', 'Link', 'Toast']);
  });

  it('finds nothing between a set and itself', () => {
    const same = diffTokenSets(after, after);
    expect(isEmpty(same)).toBe(true);
    expect(formatText(same, { from: 'a', to: 'b' })).toContain('No token changed.');
  });
});

describe('output', () => {
  const labels = { from: 'main (abc1234)', to: 'working tree' };

  it('prints terminal text with every section', () => {
    const text = formatText(diff, labels);
    expect(text).toContain('Token diff: main (abc1234) -> working tree');
    expect(text).toContain('Changed: 2 edited, 4 following by reference');
    expect(text).toContain('  color.brand.primary  --color-brand-primary\n      all themes: #6366f1 -> #0f766e');
    expect(text).toContain('        color.link  --color-link (via color.accent -> color.primary.500)\n            dark: #6366f1 -> #0f766e\n            used by: Link');
    expect(text).toContain('Added: 1\n  color.info  --color-info  all themes: #0ea5e9  used by: Toast');
    expect(text).toContain('Removed: 1\n  color.legacy  --color-legacy  all themes: #123456');
    expect(text).toContain('color.old-highlight -> color.highlight');
    expect(text).toMatch(/! dark {3}color\.accent on color\.bg: 4\.51:1 AA -> 3\.68:1 AA large .*from color\.brand\.primary.*DROPS A LEVEL/);
    expect(text).toContain('Components and theme files reading what changed: Button, Link, Toast');
  });

  it('prints Markdown tables for a pull request', () => {
    const markdown = formatMarkdown(diff, labels);
    expect(markdown).toContain('| Token | CSS variable | Themes | Before | After | Used by |');
    expect(markdown).toContain('| **`color.brand.primary`** | `--color-brand-primary` | all themes | `#6366f1` | `#0f766e` | — |');
    expect(markdown).toContain('| ↳ `color.accent` follows `color.brand.primary` via `color.primary.500` | `--color-accent` | dark | `#6366f1` | `#0f766e` | — |');
    expect(markdown).toContain('### Added');
    expect(markdown).toContain('### Removed');
    expect(markdown).toContain('| `color.old-highlight` | `color.highlight` | all themes: `#f59e0b` | Link |');
    expect(markdown).toContain('| dark | `color.accent` | `color.bg` | ui, needs 3:1 | 4.51:1 AA | 3.68:1 AA large | `color.brand.primary` | ⚠️ drops a level |');
    // Every table row has as many cells as its header.
    for (const table of markdown.split('\n\n').filter((block) => block.startsWith('| '))) {
      const [header = '', ...rows] = table.split('\n');
      const cells = (/** @type {string} */ row) => row.replaceAll('\\|', '').split('|').length;
      for (const row of rows) expect(cells(row), row).toBe(cells(header));
    }
  });

  it('says why no contrast pair moved when none did', () => {
    const textOnly = diffTokenSets(before, {
      ...before,
      themes: Object.fromEntries(
        Object.entries(before.themes).map(([theme, rows]) => [theme, rows.map((r) => (r.name === 'motion.duration.slow' ? { ...r, value: '400ms', original: '400ms' } : r))]),
      ),
    });
    expect(formatText(textOnly, labels)).toContain('Contrast pairs that moved: 0 (none of the 3 declared pairs changed ratio in any theme)');
    expect(formatMarkdown(textOnly, labels)).toContain('None: none of the 3 declared pairs changed ratio in any theme.');
  });
});

describe('wcagLevel', () => {
  it.each([
    [21, 'AAA'],
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'AA large'],
    [3, 'AA large'],
    [2.99, 'fail'],
  ])('%s:1 is %s', (ratio, level) => expect(wcagLevel(ratio)).toBe(level));
});

describe('npm run tokens:diff (the CLI) in a git repository', () => {
  /** @type {string} */
  let repo;
  const gitIn = (/** @type {string} */ cwd, /** @type {string[]} */ args) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'pipe' }).toString();
  const run = async (/** @type {string[]} */ argv, root = repo) => {
    let out = '';
    let err = '';
    const code = await main({ root, argv, out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  };

  beforeAll(async () => {
    // main holds diff-before; a branch off it holds the same, and its working tree diff-after, uncommitted.
    repo = await tempDir('repo');
    await cp(beforeRoot, repo, { recursive: true });
    await cp(path.join(afterRoot, 'src'), path.join(repo, 'src'), { recursive: true });
    gitIn(repo, ['init', '-q', '-b', 'main']);
    gitIn(repo, ['add', '-A']);
    gitIn(repo, ['commit', '-q', '-m', 'tokens before']);
    gitIn(repo, ['switch', '-q', '-c', 'designer-edit']);
    await cp(path.join(afterRoot, 'tokens'), path.join(repo, 'tokens'), { recursive: true, force: true });
  });

  it('compares the working tree with the merge base with main by default, and leaves both as they were', async () => {
    const { code, out, err } = await run([]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/^Token diff: merge base with main \([0-9a-f]{7}\) -> working tree/);
    expect(out).toContain('color.brand.primary  --color-brand-primary');
    expect(gitIn(repo, ['status', '--porcelain'])).toBe(' M tokens/color.json\n M tokens/motion.json\n');
  }, 60_000);

  it('takes a revision and --markdown', async () => {
    const { code, out } = await run(['main', '--markdown']);
    expect(code).toBe(0);
    expect(out).toMatch(/^## Token diff\n\nmain \([0-9a-f]{7}\) → working tree/);
    expect(out).toContain('### Contrast pairs that moved');
  }, 60_000);

  it('names the side and the token when a build fails, and exits non-zero', async () => {
    const broken = path.join(repo, 'tokens', 'themes', 'dark.json');
    const text = JSON.stringify({ color: { $type: 'color', bg: { $value: '{color.gray.950}' }, surface: { $value: '{color.gray.900}' }, text: { $value: '{color.gray.900}' }, accent: { $value: '{color.primary.500}' }, link: { $value: '{color.accent}' } } });
    await writeFile(broken, text);
    try {
      const { code, out, err } = await run([]);
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err).toContain('tokens:diff: the tokens in the working tree do not build');
      expect(err).toContain('tokens/themes/dark.json › color.text: contrast');
    } finally {
      gitIn(repo, ['checkout', '--', 'tokens/themes/dark.json']);
    }
  }, 60_000);

  it('labels a commit hash once, and rejects a revision that does not exist and an unknown option', async () => {
    const head = gitIn(repo, ['rev-parse', 'HEAD']).trim();
    expect((await run([head])).out).toMatch(new RegExp(`^Token diff: ${head.slice(0, 7)} -> working tree\n`));
    expect(await run(['no-such-branch'])).toMatchObject({ code: 2, err: expect.stringContaining('"no-such-branch" is not a revision') });
    expect(await run(['--markdwn'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown option --markdwn') });
  }, 60_000);

  it('compares with HEAD when there is no main branch', async () => {
    const lone = await tempDir('lone');
    await cp(beforeRoot, lone, { recursive: true });
    gitIn(lone, ['init', '-q', '-b', 'trunk']);
    gitIn(lone, ['add', '-A']);
    gitIn(lone, ['commit', '-q', '-m', 'tokens']);
    const { code, out } = await run([], lone);
    expect(code).toBe(0);
    expect(out).toMatch(/^Token diff: HEAD \([0-9a-f]{7}; no main branch to compare with\) -> working tree\n\nNo token changed\./);
  }, 60_000);
});
