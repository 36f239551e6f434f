// Writes .gz and .br beside every text asset, as a static host or CDN would serve them compressed.
// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import path from 'node:path';
import { glob } from 'tinyglobby';

/** @param {string} distDir */
export async function precompress(distDir) {
  const files = await glob('**/*.{html,js,css,svg,json}', { cwd: distDir, ignore: ['.vite/**'] });
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(distDir, file);
      const data = await readFile(full);
      await writeFile(`${full}.gz`, gzipSync(data, { level: 9 }));
      await writeFile(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }),
  );
  return files.length;
}
