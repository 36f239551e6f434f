// @ts-check
import { describe, expect, it } from 'vitest';
import { fullySpecified, fullySpecifyDeclaration } from './pack.mjs';

/** A built dist/ with these declaration files. */
const DECLARATIONS = new Set(['/dist/index.d.ts', '/dist/components/Button/index.d.ts', '/dist/components/Button/Button.d.ts', '/dist/stores/theme.d.ts']);
const exists = (/** @type {string} */ file) => DECLARATIONS.has(file);

describe('fullySpecified', () => {
  it("names a module's file or its folder's index, as Node's ESM resolution needs", () => {
    expect(fullySpecified('./components/Button', '/dist', exists)).toBe('./components/Button/index.js');
    expect(fullySpecified('./Button', '/dist/components/Button', exists)).toBe('./Button.js');
    expect(fullySpecified('../../stores/theme.ts', '/dist/components/Button', exists)).toBe('../../stores/theme.js');
  });

  it('leaves a specifier that names a file alone, and fails on one that names nothing', () => {
    expect(fullySpecified('./Button.js', '/dist/components/Button', exists)).toBeNull();
    expect(fullySpecified('./tokens.css', '/dist', exists)).toBeNull();
    expect(() => fullySpecified('./Missing', '/dist', exists)).toThrow('./Missing (from /dist) names no declaration file');
  });
});

describe('fullySpecifyDeclaration', () => {
  it('rewrites imports, re-exports, namespace re-exports and import() types, and nothing in comments', () => {
    const text = [
      "export * from './components/Button';",
      "export * as Parts from './components/Button/Button';",
      "import { type Theme } from './stores/theme.ts';",
      "export type T = import('./stores/theme').Theme;",
      "/** Load with `import('./features')` in your app. */",
      "import type { X } from 'styled-components';",
      '',
    ].join('\n');
    expect(fullySpecifyDeclaration(text, '/dist/index.d.ts', exists)).toBe(
      [
        "export * from './components/Button/index.js';",
        "export * as Parts from './components/Button/Button.js';",
        "import { type Theme } from './stores/theme.js';",
        "export type T = import('./stores/theme.js').Theme;",
        "/** Load with `import('./features')` in your app. */",
        "import type { X } from 'styled-components';",
        '',
      ].join('\n'),
    );
  });
});
