// Production build of the site: client bundle, prerender bundle, then static HTML for every route, and the
// kit's tarballs under /packages/ (Getting Started installs them from there).
// DIST_DIR (default dist) lets several builds live side by side.
// @ts-check
import { build } from 'vite';
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_TEMPLATES, tarballName } from './packages/kit-packages.mjs';
import { packIsCurrent } from './packages/pack-inputs.mjs';
import { prerender } from './prerender.mjs';
import { precompress } from './precompress.mjs';
import { writeHostConfig } from './host-headers.mjs';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The prerender bundle imports react & co., so it must live where Node finds this project's node_modules.
const ssrDir = path.join(root, 'node_modules', '.motion-kit-ssr', path.relative(root, distDir).replace(/[^a-z0-9]+/gi, '_') || 'dist');

/**
 * The served tarballs come from `npm run pack`. A build packs first when build/packages is missing or was packed
 * from other sources (a fresh clone's `npm start`, a changed kit), so the site never serves a kit other than the
 * one it renders; after `npm test`'s pack step it finds them current and packs nothing.
 */
async function ensurePacked() {
  if (await packIsCurrent(root)) return;
  console.log('build: build/packages is missing or older than the kit\'s sources: packing it (scripts/pack.mjs)');
  const { status } = spawnSync(process.execPath, [path.join(root, 'scripts/pack.mjs')], { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error('build: scripts/pack.mjs failed, so the site has no tarballs to serve');
}

/** Copies each package's tarball, named as Getting Started's install line names it, to dist/packages/. */
async function copyTarballs() {
  await mkdir(path.join(distDir, 'packages'), { recursive: true });
  for (const dir of Object.values(PACKAGE_TEMPLATES)) {
    const { name, version } = JSON.parse(await readFile(path.join(root, dir, 'package.json'), 'utf8'));
    const file = tarballName(name, version);
    await copyFile(path.join(root, 'build/packages', file), path.join(distDir, 'packages', file)).catch((/** @type {Error} */ error) => {
      throw new Error(`build: cannot copy build/packages/${file} to the site (${error.message}); run npm run pack`);
    });
  }
}

await ensurePacked();
const started = performance.now();
await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
const clientMs = performance.now() - started;
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
await prerender({ distDir, ssrDir });
await copyTarballs();
await precompress(distDir);
// After precompressing: the host files are read by the host, never sent compressed.
await writeHostConfig(distDir);
console.log(`build: client ${Math.round(clientMs)} ms, total ${Math.round(performance.now() - started)} ms -> ${path.relative(root, distDir) || '.'}/`);
