// The studio's one door to the token build's validation, so a file imported into the studio (or a
// draft read from a link) gets the build's own errors: the same per-scope checks as
// scripts/tokens/validate.mjs, minus its Node parts (files, globs, Style Dictionary). Imported files
// are read by the build's strict reader in importCheck.ts.
import { kebabCase } from 'change-case';
import { plainKebabName } from '../../../scripts/tokens/token-names.mjs';
import { validateTokenSets, type Scope } from '../../../scripts/tokens/validate-sets.mjs';
import type { TokenError } from '../../../scripts/tokens/token-tree.mjs';
import type { TokenSources } from './draft';

export type { TokenError };

export type ParsedFile = { file: string; data: unknown };

/**
 * The CSS platform's `name/kebab`: Style Dictionary's built-in is change-case's kebabCase of the path
 * joined by spaces (kebab.test.mjs holds the build to that), with the build's fast path for plain names.
 */
export const cssName = (path: string[]) => plainKebabName(path) ?? kebabCase(path.join(' '));

/** One scope per theme, base files then the theme's file, as validate.mjs's scopesOf builds them. */
export const buildScopes = (sources: TokenSources): Scope[] =>
  sources.themes.map((t) => ({ name: t.name, theme: t.name, themeFile: t.file, files: [...sources.baseFiles, t.file] }));

/** Every problem in a set of parsed token files, checked in each theme's build scope as the build checks them. */
export function validateFiles(sources: TokenSources, files: ParsedFile[]): TokenError[] {
  return validateTokenSets({ files, scopes: buildScopes(sources), cssName });
}
