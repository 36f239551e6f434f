// Serves dist/ like a plain static host: files and folder index.html, 404.html with status 404, the
// headers of dist/_headers (the file Netlify and Cloudflare Pages read, see host-headers.mjs), GET and
// HEAD only, and a precompressed .br/.gz copy only to a client that accepts that encoding.
// @ts-check
import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './host-headers.mjs';

const ALLOWED_METHODS = 'GET, HEAD';
// Host configuration and precompressed copies are files in dist/ but not pages of the site.
const HIDDEN = /^\/(?:_headers|vercel\.json)$|\.(?:br|gz)$/;

/**
 * The encodings of an Accept-Encoding header with a quality above zero ("br;q=0" refuses br; a
 * bare "*" accepts both). sirv only tests whether the text contains "br" or "gzip".
 * @param {string | undefined} header
 * @returns {Set<'br' | 'gzip'>}
 */
export function acceptedEncodings(header = '') {
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  /** @type {Set<'br' | 'gzip'>} */
  const accepted = new Set();
  for (const encoding of /** @type {const} */ (['br', 'gzip'])) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > 0) accepted.add(encoding);
  }
  return accepted;
}

/**
 * Closes a server with its connections. `close` alone ends only idle ones and waits for every response
 * still on its way, so a page left with a request in flight (a document held half sent) could hold the
 * caller (a test, the bench) past its timeout.
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

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
  // Read once: the server answers many 404s, the file does not change while it runs.
  const notFoundPath = path.join(root, '404.html');
  const notFoundPage = existsSync(notFoundPath) ? readFileSync(notFoundPath) : Buffer.from('Not found');
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    // sirv picks .br/.gz by a substring test; give it only what the client really accepts. The
    // precompressed copies themselves are not addresses of the site.
    req.headers['accept-encoding'] = [...accepted].join(', ');
    const notFound = () => {
      for (const [name, value] of Object.entries(headersFor(rules, '/404.html'))) res.setHeader(name, value);
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : notFoundPage);
    };
    if (HIDDEN.test(pathname)) return notFound();
    assets(req, res, notFound);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => closeServer(server),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await startStaticServer({ port, dir: process.env.DIST_DIR ?? 'dist', host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Motion Kit site: ${url}  (Ctrl+C to stop)`);
}
