// What the tarballs of `npm run pack` are made from, as one digest: pack.mjs writes it beside the tarballs, and the
// site's build (which serves them under /packages/) packs again when it is missing or differs, so the site never
// serves a kit older than the one it renders.
// @ts-check
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { PACKAGE_TEMPLATES, TOKENS_JSON, TOKENS_MODULES, TOKENS_STYLESHEETS } from './kit-packages.mjs';

/** Written by scripts/pack.mjs after both tarballs are packed and checked. */
export const PACK_STAMP = 'build/packages/inputs.sha256';

/** The files the packages are built from: the workspace packages, the token build's outputs they take, the build itself. */
export function packInputPatterns() {
  return [
    ...Object.values(PACKAGE_TEMPLATES).map((dir) => `${dir}/**`),
    ...Object.values(TOKENS_MODULES),
    ...Object.values(TOKENS_STYLESHEETS).flat(),
    ...Object.values(TOKENS_JSON),
    // The dependency ranges and the build's own code.
    'package.json',
    'scripts/pack.mjs',
    'scripts/packages/kit-packages.mjs',
  ];
}

/** sha256 over every input's path and content, in path order. @param {string} root */
export async function packInputsDigest(root) {
  const files = (await glob(packInputPatterns(), { cwd: root, dot: true })).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(await readFile(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** Whether build/packages holds tarballs packed from the inputs as they are. @param {string} root */
export async function packIsCurrent(root) {
  const stamp = await readFile(path.join(root, PACK_STAMP), 'utf8').catch(() => null);
  return stamp !== null && stamp.trim() === (await packInputsDigest(root));
}
