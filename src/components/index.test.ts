import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import * as kit from './index';

const src = fileURLToPath(new URL('..', import.meta.url));
const files = await glob(['**/*.{ts,tsx}', '!**/*.d.ts'], { cwd: src });
const read = (file: string) => readFileSync(`${src}${file}`, 'utf8');
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*)'/gm;
const FROM = /from\s+'(\.[^']*)'/g;
// The paths publicSource turns into the kit's package name in a demo shown to visitors.
const KIT_PATH = /^(?:\.\.\/)+(?:components\/[\w-]+|experience|theme\/[\w-]+|stores\/[\w-]+)$/;

describe("the kit's public entry", () => {
  it('exports every value the site\'s pages import from the kit, so a copied demo finds each in the package', () => {
    const missing = new Set<string>();
    for (const file of files.filter((f) => f.startsWith('pages/'))) {
      for (const [, typeOnly, list, path] of read(file).matchAll(IMPORT)) {
        if (typeOnly || !KIT_PATH.test(path!)) continue;
        for (const specifier of list!.split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type '))) {
          const name = specifier.split(/\s+as\s+/)[0]!;
          if (!(name in kit)) missing.add(`${name} (${file})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
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
