// The kit's API reference for the build: extracted once per change of the kit's sources. The client build,
// the prerender and the search index each ask for it; the compiler API takes seconds to read the kit, so
// the result is kept in memory and on disk (node_modules/.cache), keyed by the sources it was read from.
// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import ts from 'typescript';
import { extractApiReference } from './extract.mjs';

/** The kit's sources (tests left out) and the extractor itself: what the reference is read from. @param {string} root */
export async function referenceSources(root) {
  const files = await glob(['packages/react/src/**/*.{ts,tsx}', 'tsconfig.json', 'scripts/api-reference/extract.mjs'], {
    cwd: root,
    ignore: ['**/*.test.*', 'packages/react/src/test/**'],
  });
  return files.sort().map((file) => path.join(root, file));
}

/** @type {Map<string, Promise<import('./extract.mjs').ApiReference>>} */
const inMemory = new Map();

/**
 * The API reference of the kit in `root`, with the files it was read from (for a dev server to watch).
 * @param {string} root
 */
export async function apiReference(root) {
  const files = await referenceSources(root);
  const hash = createHash('sha256').update(ts.version);
  for (const file of files) hash.update(file).update(await readFile(file));
  const key = hash.digest('hex').slice(0, 16);
  let reference = inMemory.get(key);
  if (!reference) {
    reference = fromDisk(root, key);
    inMemory.set(key, reference);
  }
  return { reference: await reference, files };
}

/** @param {string} root @param {string} key */
async function fromDisk(root, key) {
  const file = path.join(root, 'node_modules/.cache/motion-kit/api-reference.json');
  try {
    const cached = JSON.parse(await readFile(file, 'utf8'));
    if (cached.key === key) return /** @type {import('./extract.mjs').ApiReference} */ (cached.reference);
  } catch {
    // No cache yet, or an unreadable one: read the kit.
  }
  const reference = extractApiReference(root);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ key, reference }));
  return reference;
}
