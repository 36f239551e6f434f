// The chunk groups of vite.config.ts take packages by name (and lucide's check icon by its icon name) and
// the site's modules by what imports them or by their folder, never by a path inside a package's dist/: a
// build where node_modules is reached through a symlink (its modules' ids are then under another folder)
// groups them the same.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootStageChunks } from '../vite.config.ts';

const own = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const APP_STAGE = own('src/app/boot/start.tsx');
const HEADER = own('src/app/layout/SiteHeader.tsx');
const PAGE = own('src/pages/Changelog/ChangelogPage.tsx');
const CODE_BLOCK = own('src/components/CodeBlock/CodeBlock.tsx');
const HIGHLIGHT = own('src/components/CodeBlock/highlight.ts');
const EXAMPLE_PAGE = own('src/pages/examples/shared/ExamplePage.tsx');

/** A module graph whose packages live in `root` (a symlinked node_modules' real folder), as Rolldown reports it. */
function graph(root) {
  const modules = {
    [APP_STAGE]: [HEADER, `${root}/framer-motion/dist/es/index.mjs`],
    [HEADER]: [`${root}/react-dom/cjs/react-dom.production.js`, `${root}/styled-components/dist/styled-components.browser.esm.js`],
    [PAGE]: [`${root}/lucide-react/dist/esm/icons/check.mjs`, `${root}/lucide-react/dist/esm/icons/x.mjs`, EXAMPLE_PAGE],
    [EXAMPLE_PAGE]: [CODE_BLOCK],
    [`${root}/framer-motion/dist/es/index.mjs`]: [`${root}/motion-dom/dist/es/index.mjs`],
  };
  const ids = new Set(Object.entries(modules).flatMap(([id, deps]) => [id, ...deps]));
  const importers = (id) => Object.keys(modules).filter((other) => modules[other].includes(id));
  const icon = (id) => /\/icons\/([\w-]+)\.mjs$/.exec(id)?.[1];
  const code = (id) => (icon(id) ? `const __iconData = {\n  name: "${icon(id)}",\n  size: 24\n};` : 'export {}'.padEnd(5000));
  // The highlighter is only imported dynamically (by the code block): no static importer.
  ids.add(HIGHLIGHT);
  return { getModuleInfo: (id) => (ids.has(id) ? { id, code: code(id), importers: importers(id), importedIds: modules[id] ?? [] } : null) };
}

/** The chunk each module goes to: the first group, by priority, whose name or test takes it (Rolldown also
 * applies a group's `minShareCount`, which needs the whole build). */
function chunkOf(id, ctx) {
  const groups = [...bootStageChunks()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    if (typeof group.name === 'function') {
      const name = group.name(id, ctx);
      if (name) return name;
    } else if (group.test?.test(id)) return group.name;
  }
  return null;
}

describe('chunk groups', () => {
  for (const root of ['/work/project/node_modules', '/cache/elsewhere/node_modules']) {
    it(`puts React and styled-components in their boot chunks by package name (${root})`, () => {
      const ctx = graph(root);
      expect(chunkOf(`${root}/react-dom/cjs/react-dom.production.js`, ctx)).toBe('boot-react');
      expect(chunkOf(`${root}/styled-components/dist/styled-components.browser.esm.js`, ctx)).toBe('boot-styles');
    });

    it(`puts what the app stage imports in the app chunk, but not a barrel package nor a lazy page's modules (${root})`, () => {
      const ctx = graph(root);
      expect(chunkOf(HEADER, ctx)).toBe('app');
      for (const id of [`${root}/framer-motion/dist/es/index.mjs`, `${root}/motion-dom/dist/es/index.mjs`, PAGE]) {
        expect(chunkOf(id, ctx), id).toBeNull();
      }
    });

    it(`puts lucide's check icon, found by its name, in the app chunk, and no other icon (${root})`, () => {
      const ctx = graph(root);
      expect(chunkOf(`${root}/lucide-react/dist/esm/icons/check.mjs`, ctx)).toBe('app');
      expect(chunkOf(`${root}/lucide-react/dist/esm/icons/x.mjs`, ctx)).toBeNull();
    });
  }
});

describe('the shared folders group', () => {
  it('puts a shared folder\'s statically imported module in its folder\'s chunk, by folder', () => {
    const ctx = graph('/work/project/node_modules');
    expect(chunkOf(CODE_BLOCK, ctx)).toBe('components-CodeBlock');
    expect(chunkOf(EXAMPLE_PAGE, ctx)).toBe('pages-examples-shared');
  });

  it('leaves a module only imported dynamically, and a page of its own, to automatic splitting', () => {
    const ctx = graph('/work/project/node_modules');
    expect(chunkOf(HIGHLIGHT, ctx)).toBeNull();
    expect(chunkOf(PAGE, ctx)).toBeNull();
  });

  it('asks Rolldown for modules at least four pages load', () => {
    expect(bootStageChunks().find((group) => group.debugName === 'folders')?.minShareCount).toBe(4);
  });
});

describe('vite.config.ts', () => {
  it('names no file inside a dependency: a new layout of a package, or a symlinked node_modules, cannot break the build', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(own('vite.config.ts'), 'utf8');
    expect(source.match(/node_modules\/[^'"`\s]*\/(dist|esm|cjs|lib)\/[^'"`\s]*/g) ?? []).toEqual([]);
  });
});
