// Generated token projects for the scale bench and its test: the real tokens and config plus a file
// of many tokens, or a long reference chain. Written into a temporary folder, never into the project.
// @ts-check
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * `count` tokens in blocks of six: two literals and four references, one to three deep
 * (0 literal, 1 → 0, 2 → 1 → 0, 3 literal, 4 → 3, 5 → 2 → 1 → 0), so two thirds are references, as
 * in a design system whose semantic tokens alias a palette. Blocks alternate between dimensions and
 * colors; all sit in one group per type, the shape that made Style Dictionary's filtering quadratic.
 * @param {number} count
 */
export function scaleTokens(count) {
  /** @type {Record<string, any>} */
  const spacing = { $type: 'dimension' };
  /** @type {Record<string, any>} */
  const color = { $type: 'color' };
  for (let i = 0; i < count; i++) {
    const block = Math.floor(i / 6);
    const [group, prefix] = block % 2 === 0 ? [spacing, 'spacing.scale'] : [color, 'color.scale'];
    const first = block * 6;
    const ref = (/** @type {number} */ n) => ({ $value: `{${prefix}.t${first + n}}` });
    const literal = block % 2 === 0 ? { $value: `${(i % 97) + 1}px` } : { $value: `#${(i * 2654435761 >>> 8 & 0xffffff).toString(16).padStart(6, '0')}` };
    group[`t${i}`] = [literal, ref(0), ref(1), literal, ref(3), ref(2)][i - first];
  }
  return { spacing: { scale: spacing }, color: { scale: color } };
}

/** A chain `spacing.chain.c{depth}` → … → `spacing.chain.c0`, the worst case for reference resolution. @param {number} depth */
export function chainTokens(depth) {
  /** @type {Record<string, any>} */
  const chain = { $type: 'dimension', c0: { $value: '4px' } };
  for (let i = 1; i <= depth; i++) chain[`c${i}`] = { $value: `{spacing.chain.c${i - 1}}` };
  return { spacing: { chain } };
}

/**
 * Copies the project's token sources and config into a temporary folder and adds `tokens/scale.json`.
 * @param {{ root?: string, tokens: Record<string, any> }} args
 * @returns {Promise<string>} the folder; the caller removes it
 */
export async function scaleProject({ root = process.cwd(), tokens }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tokens-scale-'));
  await cp(path.join(root, 'tokens'), path.join(dir, 'tokens'), { recursive: true });
  await cp(path.join(root, 'style-dictionary.config.json'), path.join(dir, 'style-dictionary.config.json'));
  await writeFile(path.join(dir, 'tokens', 'scale.json'), JSON.stringify(tokens));
  return dir;
}
