// @ts-check
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_TEMPLATES, REACT_ENTRIES, REACT_PACKAGE, publishedManifest } from './kit-packages.mjs';

const template = (/** @type {string} */ name) => JSON.parse(readFileSync(new URL(`../../${PACKAGE_TEMPLATES[name]}/package.json`, import.meta.url), 'utf8'));

describe('the kit packages map', () => {
  it("names the entries the react package's `source` condition points at, so the site and the tarball are built from the same files", () => {
    const { exports } = template(REACT_PACKAGE);
    const sources = Object.fromEntries(
      Object.entries(exports)
        .filter(([, entry]) => typeof entry === 'object' && entry.source)
        .map(([subpath, entry]) => [subpath, `${PACKAGE_TEMPLATES[REACT_PACKAGE]}/${entry.source.slice(2)}`]),
    );
    expect(sources).toEqual(REACT_ENTRIES);
  });

  it('publishes the manifest without the `source` condition, keeping every other condition in order', () => {
    const manifest = publishedManifest({
      name: 'x',
      exports: { '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' }, './package.json': './package.json' },
    });
    expect(manifest.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './package.json': './package.json' });
    expect(Object.keys(manifest.exports['.'])).toEqual(['types', 'import']);
  });
});
