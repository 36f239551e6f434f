// Writes a finished build into build/ file by file, touching only files whose bytes changed.
// Renaming a whole folder into place would look like "every file deleted, then added" to a dev
// server's watcher (Vite), which then reloads the page instead of hot-updating the CSS.
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
 * Makes `to` hold exactly the files of `files` (relative path -> contents), except those under the
 * `keep` folders (others' outputs). The build keeps its files in memory until every step has passed,
 * so a failure never writes anything, and a file whose bytes are already there is not rewritten.
 * @param {Map<string, string | Uint8Array>} files @param {string} to @param {{ keep?: string[] }} [options]
 * @returns {Promise<{ written: string[], removed: string[] }>}
 */
export async function syncFiles(files, to, { keep = [] } = {}) {
  const previous = await listFiles(to);
  /** @type {string[]} */
  const written = [];
  await Promise.all(
    [...files].map(async ([file, contents]) => {
      const target = path.join(to, file);
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
      const old = await readFile(target).catch(() => undefined);
      if (old && old.equals(bytes)) return;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      written.push(file);
    }),
  );
  const removed = previous.filter((file) => !files.has(file) && !keep.some((folder) => file.startsWith(folder)));
  await Promise.all(removed.map((file) => rm(path.join(to, file), { force: true })));
  return { written: written.sort(), removed };
}
