// Which design tokens each public component reads: the token build's own scan (scripts/tokens/token-usage.mjs,
// which the token diff prints) says which kit file reads which token, and a component reads what its file
// and the kit files it imports read (Modal's backdrop and close button are in Dialog's files).
// @ts-check
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scanTokenReaders } from '../tokens/token-usage.mjs';

/** Where the imports that count are: the kit's components and helpers, not its theme (which defines tokens) or stores. */
const COUNTED = /^packages\/react\/src\/(components|lib)\//;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative import's file, as the bundler resolves it. @param {string} root @param {string} from @param {string} specifier */
function resolveImport(root, from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return undefined;
}

/** The kit files `file` reaches through relative imports (itself included). @param {string} root @param {string} file */
export async function importClosure(root, file) {
  const seen = new Set([file]);
  const queue = [file];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const text = await readFile(path.join(root, next), 'utf8');
    for (const match of text.matchAll(/(?:import|export)\s+(?:type\s+)?[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      if (/^(?:import|export)\s+type\b/.test(match[0])) continue;
      const target = resolveImport(root, next, String(match[1]));
      if (target && COUNTED.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/**
 * Each component's tokens, by name, sorted.
 * @param {string} root
 * @param {{ name: string, file: string }[]} components
 * @param {{ name: string, cssVar: string }[]} tokens
 * @returns {Promise<Map<string, string[]>>}
 */
export async function componentTokens(root, components, tokens) {
  const readers = await scanTokenReaders(root, tokens);
  /** @type {Map<string, Set<string>>} */
  const byFile = new Map();
  for (const [token, files] of readers) {
    for (const file of files) {
      if (!byFile.has(file)) byFile.set(file, new Set());
      byFile.get(file)?.add(token);
    }
  }
  const result = new Map();
  for (const component of components) {
    const read = new Set();
    for (const file of await importClosure(root, component.file)) for (const token of byFile.get(file) ?? []) read.add(token);
    result.set(component.name, [...read].sort());
  }
  return result;
}
