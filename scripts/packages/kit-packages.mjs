// The kit's two packages and where each public subpath's source lives in this repository: one map that the
// site's resolver (vite.config.ts, vitest.config.ts; tsconfig.json `paths` mirrors it, checked by a test),
// the library build (scripts/pack.mjs) and the consumer test read, so the site and the tarballs are built
// from the same files.
// @ts-check
import { fileURLToPath } from 'node:url';

export const REACT_PACKAGE = '@motion-kit/react';
export const TOKENS_PACKAGE = '@motion-kit/tokens';

/** `@motion-kit/react` subpaths -> their entry module. */
export const REACT_ENTRIES = {
  '.': 'src/components/index.ts',
  './motion': 'src/theme/motion.ts',
};

/** `@motion-kit/tokens` script subpaths -> the Style Dictionary output they are compiled from. */
export const TOKENS_MODULES = {
  '.': 'build/ts/tokens.ts',
  './dark': 'build/ts/theme-dark.ts',
  './light': 'build/ts/theme-light.ts',
};

/** `@motion-kit/tokens` stylesheet subpaths -> the files they are made of ('./css' is all three in one). */
export const TOKENS_STYLESHEETS = {
  './css': ['build/css/tokens.css', 'build/css/theme-dark.css', 'build/css/theme-light.css'],
  './css/base': ['build/css/tokens.css'],
  './css/dark': ['build/css/theme-dark.css'],
  './css/light': ['build/css/theme-light.css'],
};

/** `@motion-kit/tokens` JSON subpaths -> the resolved DTCG documents. */
export const TOKENS_JSON = {
  './json/dark': 'build/json/tokens-dark.json',
  './json/light': 'build/json/tokens-light.json',
};

/** The package.json templates (name, version, exports map); scripts/pack.mjs adds the dependency ranges. */
export const PACKAGE_TEMPLATES = {
  [REACT_PACKAGE]: 'packages/react',
  [TOKENS_PACKAGE]: 'packages/tokens',
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const escape = (/** @type {string} */ s) => s.replace(/[/.]/g, (c) => `\\${c}`);
const specifier = (/** @type {string} */ name, /** @type {string} */ subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`);

/**
 * Resolver aliases that make the packages' names point at this repository's sources, so the site imports
 * the kit exactly as an app does. Exact matches only: a subpath the package does not export stays unresolved.
 * @returns {Array<{ find: RegExp, replacement: string }>}
 */
export function kitAliases(root = ROOT) {
  /** @type {Array<[string, string]>} */
  const pairs = [
    ...Object.entries(REACT_ENTRIES).map(([sub, file]) => /** @type {[string, string]} */ ([specifier(REACT_PACKAGE, sub), file])),
    ...Object.entries(TOKENS_MODULES).map(([sub, file]) => /** @type {[string, string]} */ ([specifier(TOKENS_PACKAGE, sub), file])),
    ...Object.entries(TOKENS_STYLESHEETS)
      .filter(([, files]) => files.length === 1)
      .map(([sub, files]) => /** @type {[string, string]} */ ([specifier(TOKENS_PACKAGE, sub), files[0] ?? ''])),
  ];
  return pairs.map(([name, file]) => ({ find: new RegExp(`^${escape(name)}$`), replacement: fileURLToPath(new URL(file, `file://${root.endsWith('/') ? root : `${root}/`}`)) }));
}

/** The `paths` tsconfig.json must carry for the script subpaths (stylesheets need no types). */
export function tsconfigPaths() {
  /** @type {Record<string, string[]>} */
  const paths = {};
  for (const [sub, file] of Object.entries(REACT_ENTRIES)) paths[specifier(REACT_PACKAGE, sub)] = [`./${file}`];
  for (const [sub, file] of Object.entries(TOKENS_MODULES)) paths[specifier(TOKENS_PACKAGE, sub)] = [`./${file}`];
  return paths;
}
