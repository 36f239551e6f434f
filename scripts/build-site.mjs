// Production build of the site: client bundle, prerender bundle, then static HTML for every route.
// DIST_DIR (default dist) lets several builds live side by side.
// @ts-check
import { build } from 'vite';
import path from 'node:path';
import { prerender } from './prerender.mjs';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const ssrDir = `${distDir}-ssr`;

const started = performance.now();
await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
const clientMs = performance.now() - started;
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
await prerender({ distDir, ssrDir });
console.log(`build: client ${Math.round(clientMs)} ms, total ${Math.round(performance.now() - started)} ms -> ${path.relative(root, distDir) || '.'}/`);
