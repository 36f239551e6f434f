// Validates token sources before Style Dictionary runs, so every error names its file and token path.
// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';

/**
 * @param {{ root: string, config: any }} args
 * @returns {Promise<{ errors: { file: string, path?: string, message: string }[] }>}
 */
export async function validateSources({ root, config }) {
  /** @type {{ file: string, path?: string, message: string }[]} */
  const errors = [];
  const patterns = [...config.source, ...Object.values(config.themes).map((/** @type {any} */ t) => t.source)];
  for (const pattern of patterns) {
    for (const file of await glob(pattern, { cwd: root })) {
      const text = await readFile(path.join(root, file), 'utf8');
      try {
        JSON.parse(text);
      } catch (error) {
        errors.push({ file, message: `invalid JSON: ${/** @type {Error} */ (error).message}` });
      }
    }
  }
  return { errors };
}
