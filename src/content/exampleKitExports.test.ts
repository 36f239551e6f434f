import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import * as kit from '@motion-kit/react';
import { COMPONENT_CATEGORIES } from './catalog';
import subjectsFile from './exampleKitExports.json';

const { '//': _, ...subjects } = subjectsFile as Record<string, string[] | string>;
const examples = fileURLToPath(new URL('../pages/examples/', import.meta.url));
const pages = await glob(['*/*Example.tsx'], { cwd: examples });

describe("each example page's subjects among the kit's exports", () => {
  it('names, for every example page, exports the kit has', () => {
    const slugs = pages.map((file) => file.split('/')[0]!).sort();
    expect(Object.keys(subjects).sort()).toEqual(slugs);
    for (const [slug, names] of Object.entries(subjects)) {
      expect(names.length, slug).toBeGreaterThan(0);
      for (const name of names) expect(kit, `${slug}: ${name}`).toHaveProperty(name);
    }
  });

  it('is what each example page shows: the page reads its own slug from virtual:kit-cost and passes it on', () => {
    for (const file of pages) {
      const slug = file.split('/')[0]!;
      const text = readFileSync(`${examples}${file}`, 'utf8');
      expect(text, file).toContain(`import cost from 'virtual:kit-cost/${slug}';`);
      expect(text, file).toMatch(/<ExamplePage\s[^>]*cost=\{cost\}/);
    }
  });

  it("covers every shipped component in the library, so each card can show what it adds", () => {
    const linked = COMPONENT_CATEGORIES.flatMap((category) => category.components)
      .filter((entry) => entry.status !== 'coming-soon')
      .map((entry) => entry.path.slice('/examples/'.length));
    expect(linked.filter((slug) => !(slug in subjects))).toEqual([]);
  });
});
