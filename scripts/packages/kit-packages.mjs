// The kit's two packages and where each public subpath's source lives in this repository: the library build
// (scripts/pack.mjs) and the consumer test read it. The site resolves the same files through the workspace
// packages' `source` export condition (packages/<name>/package.json; a test keeps the two equal).
// @ts-check

export const REACT_PACKAGE = '@motion-kit/react';
export const TOKENS_PACKAGE = '@motion-kit/tokens';

/**
 * Shared with the app through context or module state: an app must have exactly one copy of each, so they are
 * peers of @motion-kit/react (ranges = the versions this repository builds and tests the kit with). What the kit
 * alone uses (zustand, lucide-react, Radix Dialog) is a dependency. No router: links take the app's link component.
 */
export const PEERS = ['react', 'react-dom', 'styled-components', 'framer-motion'];

/**
 * What the examples import beyond the kit and its peers: icons (the link demos use the kit's own links, so no
 * router). Getting Started's install line names them; the consumer test holds every example to the packages
 * that line names.
 */
export const EXAMPLE_PACKAGES = ['lucide-react'];

/**
 * The file `npm pack` names a package's tarball: '@motion-kit/react' 1.0.0 -> 'motion-kit-react-1.0.0.tgz'.
 * The built site serves each under /packages/ by this name (scripts/build-site.mjs).
 * @param {string} name @param {string} version
 */
export const tarballName = (name, version) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

/** `@motion-kit/react` subpaths -> their entry module. */
export const REACT_ENTRIES = {
  '.': 'packages/react/src/index.ts',
  './motion': 'packages/react/src/theme/motion.ts',
};

/** Where the kit's sources are: the library build keeps their layout under dist/. */
export const REACT_SOURCE_ROOT = 'packages/react/src';

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

/**
 * The manifest a package is published with: its workspace template without the `source` condition, which
 * points at sources the tarball does not ship.
 * @param {Record<string, any>} template
 */
export function publishedManifest(template) {
  /** @param {unknown} entry @returns {unknown} */
  const strip = (entry) =>
    entry && typeof entry === 'object' ? Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'source').map(([key, value]) => [key, strip(value)])) : entry;
  return { ...template, exports: strip(template.exports) };
}
