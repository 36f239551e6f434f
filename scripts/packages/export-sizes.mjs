// What each public export of @motion-kit/react adds to an app, in gzip bytes beyond the peers: for every
// runtime export, one production bundle of `export { Name } from '@motion-kit/react'` (the built package,
// its own dependencies bundled, the peers external, built by Vite's production build as an app's is).
// Chunks the export loads on demand count too. The figures are committed (packages/react/export-sizes.json):
// the site shows them (virtual:kit-cost) without measuring, so a fresh clone builds in seconds; measuring
// every export takes a minute or more on two cores. `npm run export-sizes` measures and rewrites them;
// `--check` (a step of `npm test`) measures and fails when a committed figure is stale or over its budget.
// Both need the packed kit (`npm run pack`). See docs/packages.md.
// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'vite';
import { PACKAGE_TEMPLATES, REACT_ENTRIES, REACT_PACKAGE } from './kit-packages.mjs';

export const EXPORT_SIZES_FILE = `${PACKAGE_TEMPLATES[REACT_PACKAGE]}/export-sizes.json`;
export const EXPORT_BUDGETS_FILE = 'packages/react/export-budgets.json';

/** @typedef {{ gzip: number, initialGzip: number }} ExportSize */

/** An app module that uses one export, as an app does (console.log keeps it alive through minification). */
export const useExport = (/** @type {string} */ name, /** @type {string} */ from) => `import { ${name} } from ${JSON.stringify(from)};\nconsole.log(${name});\n`;
/** The same module using nothing from the kit: the baseline both measurements subtract. */
export const USE_NOTHING = 'console.log(0);\n';
/** The measured module's id: virtual, so each build has nothing else to read. */
const ENTRY = '\0export-entry.js';

/**
 * The figures of `names` (default: every runtime export), measured; nothing is written.
 * @param {{ root: string, packageDir: string, peers: string[], names?: string[] }} options
 *   packageDir: the built @motion-kit/react (its tokens beside it)
 */
export async function measureExportSizes({ root, packageDir, peers, names }) {
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const entry = path.join(packageDir, manifest.exports['.'].import);
  const isPeer = (/** @type {string} */ id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`));
  const tokensDir = path.join(path.dirname(packageDir), 'tokens');

  /** @param {string} code @returns {Promise<{ exports: string[], gzip: number, initialGzip: number }>} */
  const bundle = async (code) => {
    // Vite's production build (its Rolldown, its minifier, its NODE_ENV replacement), as an app's build
    // does it; no config file, nothing written.
    const result = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      mode: 'production',
      plugins: [
        {
          name: 'export-entry',
          enforce: 'pre',
          resolveId(id) {
            if (id === ENTRY) return ENTRY;
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
            return id === ENTRY ? code : null;
          },
        },
      ],
      build: {
        write: false,
        target: 'es2022',
        modulePreload: false,
        copyPublicDir: false,
        reportCompressedSize: false,
        rolldownOptions: { input: ENTRY, external: isPeer, preserveEntrySignatures: 'strict' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    let gzip = 0;
    let initialGzip = 0;
    /** @type {string[]} */
    let exports = [];
    for (const chunk of outputs) {
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
  return {
    package: REACT_PACKAGE,
    version: manifest.version,
    method: 'gzip bytes that a Vite production build of a module using one export adds over one using none; peers external; on-demand chunks included',
    peers,
    exports: sorted,
  };
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

/**
 * Committed figures that differ from a fresh measurement, and exports measured but not committed or
 * committed but gone: each is a figure the site would show wrongly.
 * @param {Record<string, ExportSize>} committed @param {Record<string, ExportSize>} measured
 */
export function staleExportSizes(committed, measured) {
  const failures = [];
  for (const [name, { gzip, initialGzip }] of Object.entries(measured)) {
    const shown = committed[name];
    if (!shown) failures.push(`${name}: measured ${gzip} B gzip, not in ${EXPORT_SIZES_FILE}`);
    else if (shown.gzip !== gzip || shown.initialGzip !== initialGzip) {
      failures.push(`${name}: ${EXPORT_SIZES_FILE} says ${shown.gzip} B gzip (${shown.initialGzip} B with the import), measured ${gzip} B (${initialGzip} B)`);
    }
  }
  for (const name of Object.keys(committed)) if (!(name in measured)) failures.push(`${name}: in ${EXPORT_SIZES_FILE}, but the kit no longer exports it`);
  return failures;
}

// `node scripts/packages/export-sizes.mjs`: measures and writes EXPORT_SIZES_FILE (`npm run export-sizes`
// packs the kit first); `--check`: measures and fails on stale figures and exports over budget;
// `--write-budgets`: budgets from the committed figures.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const root = process.cwd();
  if (process.argv.includes('--write-budgets')) {
    const { exports } = JSON.parse(await readFile(EXPORT_SIZES_FILE, 'utf8'));
    const budgets = Object.fromEntries(Object.entries(exports).map(([name, size]) => [name, budgetFor(/** @type {ExportSize} */ (size).gzip)]));
    await writeFile(EXPORT_BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`export sizes: ${Object.keys(budgets).length} budgets -> ${EXPORT_BUDGETS_FILE}`);
  } else {
    const { PEERS } = await import('../pack.mjs');
    const packageDir = path.join(root, 'build', 'packages', 'react');
    const started = performance.now();
    const measured = await measureExportSizes({ root, packageDir, peers: PEERS }).catch((/** @type {Error} */ error) => {
      throw new Error(`export sizes: could not measure ${packageDir} (run \`npm run pack\` first)`, { cause: error });
    });
    const took = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    const count = Object.keys(measured.exports).length;
    if (process.argv.includes('--check')) {
      const committed = JSON.parse(await readFile(EXPORT_SIZES_FILE, 'utf8')).exports;
      const budgets = JSON.parse(await readFile(EXPORT_BUDGETS_FILE, 'utf8'));
      const stale = staleExportSizes(committed, measured.exports);
      const over = exportBudgetFailures(measured.exports, budgets);
      for (const failure of [...stale, ...over]) console.error(`  ✗ ${failure}`);
      if (stale.length) console.error(`export sizes: ${stale.length} committed figures are stale: \`npm run export-sizes\` and commit ${EXPORT_SIZES_FILE}`);
      if (stale.length || over.length) process.exitCode = 1;
      else console.log(`export sizes: ${count} exports measured in ${took}, as committed and within budget`);
    } else {
      await writeFile(path.join(root, EXPORT_SIZES_FILE), `${JSON.stringify(measured, null, 2)}\n`);
      console.log(`export sizes: ${count} exports measured in ${took} -> ${EXPORT_SIZES_FILE}`);
    }
  }
}
