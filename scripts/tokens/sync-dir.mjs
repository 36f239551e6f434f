// Copies a finished build into build/ file by file, touching only files whose bytes changed.
// Renaming the whole folder would look like "every file deleted, then added" to a dev server's
// watcher (Vite), which then reloads the page instead of hot-updating the CSS.
// @ts-check
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** @param {string} dir @returns {Promise<string[]>} relative paths of all files under dir */
export async function listFiles(dir) {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name))).sort();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Makes `to` hold exactly the files of `from`, except those under the `keep` folders (others' outputs).
 * @param {string} from @param {string} to @param {{ keep?: string[] }} [options]
 * @returns {Promise<{ written: string[], removed: string[] }>}
 */
export async function syncDir(from, to, { keep = [] } = {}) {
  const [next, previous] = await Promise.all([listFiles(from), listFiles(to)]);
  /** @type {string[]} */
  const written = [];
  for (const file of next) {
    const content = await readFile(path.join(from, file));
    const old = await readFile(path.join(to, file)).catch(() => undefined);
    if (old && old.equals(content)) continue;
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await writeFile(path.join(to, file), content);
    written.push(file);
  }
  const removed = previous.filter((file) => !next.includes(file) && !keep.some((folder) => file.startsWith(folder)));
  await Promise.all(removed.map((file) => rm(path.join(to, file), { force: true })));
  return { written, removed };
}
