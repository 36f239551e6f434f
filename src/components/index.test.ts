import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import * as kit from './index';

const src = fileURLToPath(new URL('..', import.meta.url));
const files = await glob(['**/*.{ts,tsx}', '!**/*.d.ts'], { cwd: src });
const read = (file: string) => readFileSync(`${src}${file}`, 'utf8');
const FROM = /from\s+'(\.[^']*)'/g;
// The kit's folders: what '@motion-kit/react' (src/components/index.ts) and its './motion' subpath publish.
const KIT_PATH = /^(?:\.\.\/)+(?:components(?:\/|$)|experience(?:\/|$)|theme\/(?:theme|motion)$|stores\/)/;

describe("the kit's public entry", () => {
  it('is how pages, content and their helpers import the kit: by its package name, never a path into its folders', () => {
    const relative: string[] = [];
    for (const file of files.filter((f) => /^(pages|content|lib)\//.test(f))) {
      for (const [, path] of read(file).matchAll(FROM)) if (KIT_PATH.test(path!)) relative.push(`${file} -> ${path}`);
    }
    expect(relative).toEqual([]);
  });

  it('exports the providers, theme, stores and motion helpers that apps use beside the components', () => {
    for (const name of ['ExperienceProvider', 'ThemeStoreProvider', 'ToastProvider', 'theme', 'seconds', 'easing', 'createThemeStore']) {
      expect(kit, name).toHaveProperty(name);
    }
  });

  it("is the only door into a component: no file outside a component's folder imports a file inside it", () => {
    const breaches: string[] = [];
    for (const file of files) {
      const folder = file.match(/^components\/([^/]+)\//)?.[1];
      for (const [, path] of read(file).matchAll(FROM)) {
        const target = new URL(path!, `file:///src/${file}`).pathname.replace(/^\/src\//, '');
        const inside = target.match(/^components\/([^/]+)\/./);
        if (inside && inside[1] !== folder && !/\/index(\.tsx?)?$/.test(target)) breaches.push(`${file} -> ${path}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});
