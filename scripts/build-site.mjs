// Production build of the site: client bundle, prerender bundle, then static HTML for every route.
// DIST_DIR (default dist) lets several builds live side by side.
// @ts-check
import { build } from 'vite';
import path from 'node:path';
import { prerender } from './prerender.mjs';
import { precompress } from './precompress.mjs';
import { writeHostConfig } from './host-headers.mjs';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The prerender bundle imports react & co., so it must live where Node finds this project's node_modules.
const ssrDir = path.join(root, 'node_modules', '.motion-kit-ssr', path.relative(root, distDir).replace(/[^a-z0-9]+/gi, '_') || 'dist');

const started = performance.now();
await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
const clientMs = performance.now() - started;
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
await prerender({ distDir, ssrDir });
await precompress(distDir);
// After precompressing: the host files are read by the host, never sent compressed.
await writeHostConfig(distDir);
console.log(`build: client ${Math.round(clientMs)} ms, total ${Math.round(performance.now() - started)} ms -> ${path.relative(root, distDir) || '.'}/`);
