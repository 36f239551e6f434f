// Serves dist/ like a plain static host: files and folder index.html, 404.html with status 404.
// @ts-check
import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

/**
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ dir = 'dist', port = 4173, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`serve: ${root}/index.html is missing; run "npm run build" first.`);
  }
  const assets = sirv(root, { etag: true, gzip: true, brotli: true, extensions: ['html'], dev: false });
  const notFoundPage = path.join(root, '404.html');
  const server = http.createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await startStaticServer({ port, dir: process.env.DIST_DIR ?? 'dist' });
  console.log(`Motion Kit site: ${url}  (Ctrl+C to stop)`);
}
