// What each public export of @motion-kit/react adds to an app, in gzip bytes beyond the peers: for every
// runtime export, one production bundle of `export { Name } from '@motion-kit/react'` (the built package,
// its own dependencies bundled, the peers external, minified as Vite's production build does, with Rolldown,
// Vite's bundler). Chunks the export loads on demand count too. Written to build/packages/export-sizes.json,
// which the site shows (virtual:export-sizes) and scripts/size-check.mjs holds to the committed budgets.
// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { REACT_ENTRIES, REACT_PACKAGE } from './kit-packages.mjs';

export const EXPORT_SIZES_FILE = 'build/packages/export-sizes.json';
export const EXPORT_BUDGETS_FILE = 'packages/react/export-budgets.json';

/** @typedef {{ gzip: number, initialGzip: number }} ExportSize */

/** An app module that uses one export, as an app does (console.log keeps it alive through minification). */
export const useExport = (/** @type {string} */ name, /** @type {string} */ from) => `import { ${name} } from ${JSON.stringify(from)};\nconsole.log(${name});\n`;
/** The same module using nothing from the kit: the baseline both measurements subtract. */
export const USE_NOTHING = 'console.log(0);\n';

/**
 * @param {{ root: string, packageDir: string, peers: string[], resolveFrom?: string, names?: string[] }} options
 *   packageDir: the built (or installed) @motion-kit/react; resolveFrom: where its dependencies are installed.
 */
export async function measureExportSizes({ root, packageDir, peers, names }) {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const entry = path.join(packageDir, manifest.exports['.'].import);
  const isPeer = (/** @type {string} */ id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));
  const tokensDir = path.join(path.dirname(packageDir), 'tokens');

  /** @param {string} code @returns {Promise<{ exports: string[], gzip: number, initialGzip: number }>} */
  const bundle = async (code) => {
    const build = await rolldown({
      input: 'entry',
      logLevel: 'silent',
      external: isPeer,
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      plugins: [
        {
          name: 'export-entry',
          resolveId(id) {
            if (id === 'entry') return id;
            // Beside the packed tokens (build/packages/tokens), as an app's node_modules would hold them.
            if (id === '@motion-kit/tokens' || id.startsWith('@motion-kit/tokens/')) {
              const tokens = JSON.parse(/** @type {string} */ (tokensManifest));
              const sub = id === '@motion-kit/tokens' ? '.' : `./${id.slice('@motion-kit/tokens/'.length)}`;
              const target = tokens.exports[sub];
              return path.join(tokensDir, typeof target === 'string' ? target : target.import);
            }
            return null;
          },
          load(id) {
            return id === 'entry' ? code : null;
          },
        },
      ],
    });
    const { output } = await build.generate({ format: 'es', minify: true });
    await build.close();
    let gzip = 0;
    let initialGzip = 0;
    /** @type {string[]} */
    let exports = [];
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      const bytes = gzipSync(chunk.code).length;
      gzip += bytes;
      if (chunk.isEntry) {
        exports = chunk.exports;
        initialGzip += bytes;
      }
    }
    return { exports, gzip, initialGzip };
  };
  const tokensManifest = await readFile(path.join(tokensDir, 'package.json'), 'utf8').catch(() => null);

  const all = (await bundle(`export * from ${JSON.stringify(entry)};`)).exports.sort();
  // What an app's entry that uses nothing weighs, taken off each figure: the export's cost alone remains.
  const baseline = await bundle(USE_NOTHING);
  const wanted = names ?? all;
  /** @type {Record<string, ExportSize>} */
  const exports = {};
  // Two at a time: the machines that run this have two cores.
  const queue = [...wanted];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const { gzip, initialGzip } = await bundle(useExport(name, entry));
      exports[name] = { gzip: gzip - baseline.gzip, initialGzip: initialGzip - baseline.initialGzip };
    }
  };
  await Promise.all([worker(), worker()]);
  const sorted = Object.fromEntries(Object.keys(exports).sort().map((name) => [name, /** @type {ExportSize} */ (exports[name])]));
  const result = {
    package: REACT_PACKAGE,
    version: manifest.version,
    method: 'gzip bytes a minified production bundle of a module using one export adds over one using none; peers external; on-demand chunks included',
    peers,
    exports: sorted,
  };
  if (!names) await writeFile(path.join(root, EXPORT_SIZES_FILE), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** The entries besides '.', for reference in messages. */
export const SUBPATHS = Object.keys(REACT_ENTRIES);

/** A budget: the measured figure plus 10% and 64 bytes (small exports move by a few bytes with any edit). */
export const budgetFor = (/** @type {number} */ gzip) => Math.ceil((gzip * 1.1 + 64) / 16) * 16;

/** Exports over their budget, or without one. @param {Record<string, ExportSize>} measured @param {Record<string, number>} budgets */
export function exportBudgetFailures(measured, budgets) {
  const failures = [];
  for (const [name, { gzip }] of Object.entries(measured)) {
    const budget = budgets[name];
    if (budget === undefined) failures.push(`${name}: ${gzip} B gzip and no budget (a new export: node scripts/packages/export-sizes.mjs --write-budgets)`);
    else if (gzip > budget) failures.push(`${name}: adds ${gzip} B gzip > budget ${budget} B (${EXPORT_BUDGETS_FILE})`);
  }
  return failures;
}

// `node scripts/packages/export-sizes.mjs --write-budgets`: budgets from the last measurement (after `npm run pack`).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname) && process.argv.includes('--write-budgets')) {
  const { exports } = JSON.parse(await readFile(EXPORT_SIZES_FILE, 'utf8'));
  const budgets = Object.fromEntries(Object.entries(exports).map(([name, size]) => [name, budgetFor(/** @type {ExportSize} */ (size).gzip)]));
  await writeFile(EXPORT_BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`export sizes: ${Object.keys(budgets).length} budgets -> ${EXPORT_BUDGETS_FILE}`);
}
