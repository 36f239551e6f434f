// Validates the token sources the config names before Style Dictionary runs: the Node side (files,
// globs, Style Dictionary's name transform) around the browser-safe readTokenFile and validateTokenSets.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import StyleDictionary from 'style-dictionary';
import { readTokenFile } from './read-token-file.mjs';
import { plainKebabName } from './token-names.mjs';
import { validateTokenSets as validateSets } from './validate-sets.mjs';

/**
 * @typedef {import('./token-tree.mjs').TokenError} TokenError
 * @typedef {import('./validate-sets.mjs').ParsedFile} ParsedFile
 * @typedef {import('./validate-sets.mjs').Scope} Scope
 */

/** The CSS platform's `name/kebab`, taken from Style Dictionary so collisions match its output exactly. */
export function kebabName(/** @type {string[]} */ tokenPath) {
  const transform = /** @type {any} */ (StyleDictionary.hooks.transforms['name/kebab']).transform;
  return plainKebabName(tokenPath) ?? transform({ path: tokenPath }, {});
}

/**
 * validateTokenSets with the CSS names the build's Style Dictionary gives.
 * @param {{ files: ParsedFile[], scopes: Scope[], cssName?: (path: string[]) => string }} input
 */
export function validateTokenSets({ files, scopes, cssName = kebabName }) {
  return validateSets({ files, scopes, cssName });
}

/**
 * Reads (strictly, see read-token-file.mjs) and validates every source the config names.
 * @param {{ root: string, config: any, configFile?: string }} args
 * @returns {Promise<{ errors: TokenError[] }>}
 */
export async function validateSources({ root, config, configFile = 'style-dictionary.config.json' }) {
  const scopes = await scopesOf(root, config);
  const fileNames = [...new Set(scopes.flatMap((s) => s.files))];
  /** @type {TokenError[]} */
  const errors = [];
  /** @type {ParsedFile[]} */
  const files = [];
  for (const file of fileNames) {
    const read = readTokenFile(await readFile(path.join(root, file)), file);
    if (read.ok) files.push({ file, data: read.data });
    else errors.push(...read.errors);
  }
  for (const scope of scopes) {
    if (scope.files.length === 0) errors.push({ file: configFile, message: `the ${scope.name} build has no source files (check "source" patterns)` });
  }
  errors.push(...validateTokenSets({ files, scopes }));
  return { errors };
}

/**
 * One scope per theme (base sources + that theme's file), matching the runs build.mjs makes.
 * @param {string} root @param {any} config
 * @returns {Promise<Scope[]>}
 */
export async function scopesOf(root, config) {
  const base = (await glob(config.source, { cwd: root })).sort();
  const themes = Object.entries(config.themes ?? {});
  if (themes.length === 0) return [{ name: 'base', files: base }];
  return Promise.all(
    themes.map(async ([theme, t]) => {
      const themeFiles = (await glob(/** @type {any} */ (t).source, { cwd: root })).sort();
      return { name: theme, theme, themeFile: themeFiles[0], files: [...base, ...themeFiles] };
    }),
  );
}
