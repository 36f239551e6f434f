// Serves dist/ like a plain static host: files and folder index.html, 404.html with status 404, the
// headers of dist/_headers (the file Netlify and Cloudflare Pages read, see host-headers.mjs), GET and
// HEAD only, and a precompressed .br/.gz copy only to a client that accepts that encoding.
//
// Every rule reads one form of the path: decoded once and normalised (canonicalPath), then resolved to
// the one file it names (fileFor). Hidden files, headers and the file sirv sends all follow from that
// file, so an encoded or longer spelling of an address can neither reach a hidden file nor lose its
// page's headers. See docs/security.md, "Static server".
// @ts-check
import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { globSync } from 'tinyglobby';
import { headersFor, pageAddress, parseHeadersFile } from './host-headers.mjs';

const ALLOWED_METHODS = 'GET, HEAD';
// Host configuration and precompressed copies are files in dist/ but not pages of the site; a name with
// `%`, `?` or `#` could not be handed to sirv as itself.
const HIDDEN = /^\/(?:_headers|vercel\.json)$|\.(?:br|gz)$|[%?#]/;

/**
 * The path every rule reads: without query and fragment, percent-decoded once, with `.`/`..` segments
 * and repeated slashes resolved (a trailing slash stays: `/docs/` names the folder). null for a target
 * no file can have: not a path (`*`, an absolute URL), a malformed escape, a NUL.
 * @param {string} [url]
 * @returns {string | null}
 */
export function canonicalPath(url = '/') {
  const raw = url.split(/[?#]/)[0] ?? '';
  if (!raw.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : path.posix.normalize(decoded);
}

/**
 * The file of `files` a canonical path names, as a plain static host resolves it: the file itself, the
 * same name with `.html`, or the folder's index.html (a trailing slash names only the folder).
 * @param {string} pathname @param {Set<string>} files
 */
export function fileFor(pathname, files) {
  const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * The single byte range of a Range header (RFC 9110, section 14.1.2) over `size` bytes: `{ start, end }`
 * inclusive; 'unsatisfiable' (416) when it starts past the end, ends before its start (as nginx and
 * Express answer `bytes=5-2`) or asks for no bytes; null to send the whole file, which a server may
 * always do: another unit, several ranges, anything malformed, an empty file. sirv parses the header
 * with parseInt and hands a start past the end, or an end past the largest safe integer, to the file
 * stream, which throws.
 * @param {string} header @param {number} size
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match || size === 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    const length = Number(last);
    return length === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Gives sirv a Range header it reads correctly, or none. Runs in sirv's setHeaders, the one place that
 * knows the size of the file (or precompressed copy) about to be sent.
 * @param {import('node:http').IncomingMessage} req @param {number} size
 */
function settleRange(req, size) {
  const header = req.headers.range;
  if (header === undefined) return;
  // sirv ignores If-Range; without it, a conditional range could join parts of two versions of a file.
  const range = req.headers['if-range'] === undefined ? byteRange(header, size) : null;
  // sirv reads an end of 0 as "to the end of the file", so `bytes=0-0` gets the whole file.
  if (range === null || (range !== 'unsatisfiable' && range.end === 0)) delete req.headers.range;
  // sirv answers a start at the file's size with 416 and `Content-Range: bytes */size`.
  else if (range === 'unsatisfiable') req.headers.range = `bytes=${size}-`;
  else req.headers.range = `bytes=${range.start}-${range.end}`;
}

/**
 * Wraps a request handler so that no failure of one request ends the process: a throw, or an error of
 * the file stream piped into the response, is logged in one line; the client gets a 500 while nothing is
 * sent, or a cut connection (a half-sent body must not look complete). A response that closes early
 * also closes its file stream.
 * @param {import('node:http').RequestListener} handler
 * @param {(line: string) => void} [log]
 * @returns {import('node:http').RequestListener}
 */
export function guardRequests(handler, log = (line) => console.error(line)) {
  return (req, res) => {
    // As received: the handler may point req.url at the file it resolved.
    const target = req.url;
    const fail = (/** @type {unknown} */ error) => {
      log(`serve: ${req.method} ${JSON.stringify(target)} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
    };
    res.on('pipe', (source) => {
      source.once('error', fail);
      res.once('close', () => source.destroy());
    });
    try {
      handler(req, res);
    } catch (error) {
      fail(error);
    }
  };
}

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
  // Read once: the server answers many 404s, and neither the files nor the rules change while it runs.
  const files = new Set(globSync('**', { cwd: root }).map((file) => `/${file}`).filter((file) => !HIDDEN.test(file)));
  // sirv gets the exact file, so it adds no extensions of its own; it still picks a precompressed copy.
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    dev: false,
    setHeaders: (res, _pathname, stats) => settleRange(res.req, stats.size),
  });
  const notFoundPath = path.join(root, '404.html');
  const notFoundPage = existsSync(notFoundPath) ? readFileSync(notFoundPath) : Buffer.from('Not found');
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

  const server = http.createServer(
    guardRequests((req, res) => {
      const canonical = canonicalPath(req.url);
      const file = canonical === null ? null : fileFor(canonical, files);
      for (const [name, value] of Object.entries(headersFor(rules, pageAddress(file ?? '/404.html')))) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed\n');
        return;
      }
      const notFound = () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : notFoundPage);
      };
      if (file === null) return notFound();
      // sirv picks .br/.gz by a substring test; give it only what the client really accepts.
      req.headers['accept-encoding'] = [...acceptedEncodings(req.headers['accept-encoding'])].join(', ');
      req.url = file;
      assets(req, res, notFound);
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // A failed accept (too many open files) is an error of one connection, not of the server.
      server.on('error', (error) => console.error(`serve: ${error.message}`));
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
