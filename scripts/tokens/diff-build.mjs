// The token diff's inputs: the token sources of a git revision or of the working tree, each copied
// into a temporary folder and built there by the project's own build (validation and contrast guard
// included), so build/ and the working tree are never touched.
// @ts-check
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import StyleDictionary from 'style-dictionary';
import { buildTokens } from './build.mjs';

const run = promisify(execFile);

/** What the diff compares: the token folder and the config beside it. */
export const TOKEN_SOURCES = ['tokens', 'style-dictionary.config.json'];

const PLATFORM = 'token-diff';

/**
 * Every token of a theme with its resolved value and its source value (references intact), which
 * no shipped output carries for all groups: the docs JSON keeps only what the docs page shows.
 */
StyleDictionary.registerFormat({
  name: 'json/token-diff',
  format: ({ dictionary }) =>
    JSON.stringify(
      dictionary.allTokens.map((/** @type {any} */ token) => ({
        name: token.path.join('.'),
        cssVar: `--${token.name}`,
        type: token.$type,
        value: token.$value,
        original: token.original?.$value,
      })),
    ),
});

/**
 * @typedef {import('./diff.mjs').TokenSet} TokenSet
 * @typedef {import('./token-tree.mjs').TokenError} TokenError
 * @typedef {{ ok: true, set: TokenSet } | { ok: false, errors: TokenError[] }} TokenSetResult
 */

/**
 * Builds the token sources in `dir` (a copy: its config gets one more platform) and reads every
 * theme's tokens back.
 * @param {string} dir holds tokens/ and style-dictionary.config.json
 * @returns {Promise<TokenSetResult>}
 */
export async function buildTokenSet(dir) {
  const configFile = path.join(dir, 'style-dictionary.config.json');
  /** @type {any} */
  let config;
  try {
    config = JSON.parse(await readFile(configFile, 'utf8'));
  } catch (error) {
    return { ok: false, errors: [{ file: 'style-dictionary.config.json', message: `cannot read config: ${/** @type {Error} */ (error).message}` }] };
  }
  // The same transforms as the docs JSON: values as a designer writes them, shadows as CSS shorthand.
  config.platforms = {
    ...config.platforms,
    [PLATFORM]: {
      transforms: ['attribute/cti', 'name/kebab', 'fontFamily/css', 'shadow/css/shorthand'],
      buildPath: `${PLATFORM}/`,
      files: [{ destination: 'tokens-{theme}.json', format: 'json/token-diff' }],
    },
  };
  await writeFile(configFile, JSON.stringify(config, null, 2));
  const outDir = path.join(dir, '.build');
  const result = await buildTokens({ root: dir, outDir });
  if (!result.ok) return { ok: false, errors: result.errors };
  /** @type {TokenSet['themes']} */
  const themes = {};
  for (const theme of Object.keys(config.themes ?? {})) {
    themes[theme] = JSON.parse(await readFile(path.join(outDir, PLATFORM, `tokens-${theme}.json`), 'utf8'));
  }
  return { ok: true, set: { themes, contrast: config.contrast } };
}

/** A fresh temporary folder; the caller removes it. @param {string} label */
export const scratchDir = (label) => mkdtemp(path.join(os.tmpdir(), `tokens-diff-${label}-`));

/**
 * Copies the working tree's token sources into `dir`.
 * @param {string} root project root @param {string} dir
 */
export async function copyWorkingTree(root, dir) {
  for (const entry of TOKEN_SOURCES) await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
}

/** @param {string} root @param {string[]} args */
export async function git(root, args) {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/**
 * Writes the token sources (or other `paths`) as they are at `ref` into `dir`, from git's objects: no
 * checkout, so the working tree (and a designer's uncommitted edit) stays as it is.
 * @param {string} root project root, inside a git work tree @param {string} ref @param {string} dir
 * @param {string[]} [paths] relative to the project root
 */
export async function extractRevision(root, ref, dir, paths = TOKEN_SOURCES) {
  const prefix = await git(root, ['rev-parse', '--show-prefix']);
  const tar = path.join(dir, '.sources.tar');
  await git(root, ['archive', '--format=tar', '-o', tar, `${ref}:${prefix}`, '--', ...paths]);
  await mkdir(dir, { recursive: true });
  await run('tar', ['-xf', tar, '-C', dir]);
  await rm(tar);
}

/**
 * The revision compared against when none is named: where this branch left `main` (or `origin/main`);
 * without either, the last commit, so the diff shows what is not committed yet.
 * @param {string} root
 * @returns {Promise<{ ref: string, label: string }>}
 */
export async function defaultRevision(root) {
  for (const main of ['main', 'origin/main']) {
    const exists = await git(root, ['rev-parse', '--verify', '--quiet', `${main}^{commit}`]).catch(() => '');
    if (!exists) continue;
    const base = await git(root, ['merge-base', 'HEAD', main]).catch(() => '');
    if (base) return { ref: base, label: `merge base with ${main} (${base.slice(0, 7)})` };
  }
  const head = await git(root, ['rev-parse', '--verify', 'HEAD']);
  return { ref: head, label: `HEAD (${head.slice(0, 7)}; no main branch to compare with)` };
}
