// The size check's count of first-load files, the example pages' budget on it, and the budget on
// what every page shares.
// @ts-check
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_FIRST_LOAD_FILES, fileCountFailures, measure, sharedJsFailures } from './size-check.mjs';

/** A built site in miniature: an entry with one boot stage, a home page and an example page. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_boot-react.js'], dynamicImports: ['_app.js'] },
  '_boot-react.js': { file: 'assets/boot-react.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_boot-react.js'], dynamicImports: ['src/pages/Home/index.ts', 'src/pages/examples/buttons/index.ts'] },
  'src/pages/Home/index.ts': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_app.js'] },
  'src/pages/examples/buttons/index.ts': { file: 'assets/buttons.js', isDynamicEntry: true, imports: ['_app.js', '_icon.js', '_demo.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  '_demo.js': { file: 'assets/demo.js', imports: ['_icon.js'] },
  'src/app/search/SiteSearch.tsx': { file: 'assets/SiteSearch.js', isDynamicEntry: true },
};
const ROUTE_MODULES = { '/': 'src/pages/Home/index.ts', '/examples/buttons': 'src/pages/examples/buttons/index.ts', '/404': 'src/pages/Home/index.ts' };

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'size-check-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'examples', 'buttons'), { recursive: true });
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dist, '.vite', 'route-modules.json'), JSON.stringify(ROUTE_MODULES));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
  await writeFile(path.join(dist, 'examples', 'buttons', 'index.html'), '<!doctype html>');
  for (const { file } of Object.values(MANIFEST)) await writeFile(path.join(dist, file), `export const file = ${JSON.stringify(file)};`);
});
afterAll(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('measure', () => {
  it('counts each route’s first-load files once (boot stages and the page’s static imports) and marks example pages', async () => {
    const { rows } = await measure(dist);
    expect(rows.map(({ route, files, example }) => ({ route, files, example }))).toEqual([
      { route: '/', files: 4, example: false },
      { route: '/examples/buttons', files: 6, example: true },
    ]);
  });

  it('reports what every page shares: the entry and everything it loads before a page', async () => {
    const { shared } = await measure(dist);
    expect(shared.files.toSorted()).toEqual(['assets/app.js', 'assets/boot-react.js', 'assets/index.js']);
    expect(shared.gzip).toBeGreaterThan(0);
  });
});

describe('sharedJsFailures', () => {
  const shared = (kb) => ({ files: ['assets/app.js'], gzip: kb * 1024 });

  it('passes at the budget and fails a byte over it, naming the size, the budget and the files', () => {
    expect(sharedJsFailures(shared(115), 115)).toEqual([]);
    const failures = sharedJsFailures({ files: ['assets/app.js'], gzip: 115 * 1024 + 1 }, 115);
    expect(failures).toEqual(['shared first-load JS (every page): 115.0 KB gzip > 115 KB (assets/app.js)']);
  });

  it('holds the build to 115 KB, which a 112 KB boot plus a root LazyMotion (about 10 KB) goes over', () => {
    expect(sharedJsFailures(shared(112))).toEqual([]);
    expect(sharedJsFailures(shared(112 + 10))).toHaveLength(1);
  });
});

describe('fileCountFailures', () => {
  const row = (route = '/examples/buttons', files = EXAMPLE_FIRST_LOAD_FILES, example = true) => ({ route, files, example });

  it('passes an example page at the budget and fails one file over it, naming the route and the count', () => {
    expect(fileCountFailures([row()])).toEqual([]);
    const failures = fileCountFailures([row('/examples/buttons', EXAMPLE_FIRST_LOAD_FILES + 1)]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/examples/buttons');
    expect(failures[0]).toContain(`${EXAMPLE_FIRST_LOAD_FILES + 1} first-load JS files > ${EXAMPLE_FIRST_LOAD_FILES}`);
  });

  it('holds only example pages to it', () => {
    expect(fileCountFailures([row('/docs', EXAMPLE_FIRST_LOAD_FILES + 5, false)])).toEqual([]);
  });
});
