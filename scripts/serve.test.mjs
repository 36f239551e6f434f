// The static server (scripts/serve.mjs) as a visitor meets it: run as its own process on a small built
// site, so a request that ends the process fails these tests instead of the test runner. closeServer: a
// server closes even while a response is still on its way, as when a test leaves a page whose document is
// held half sent.
// @ts-check
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeHostConfig } from './host-headers.mjs';
import { byteRange, canonicalPath, closeServer, guardRequests } from './serve.mjs';

const page = (/** @type {string} */ name) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-${name}'" /></head><body><h1>${name}</h1></body></html>`;
const FILES = {
  'index.html': page('home'),
  'docs/index.html': page('docs'),
  '404.html': page('not-found'),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>',
  'assets/app-abc123.js': 'console.log("app");\n',
  'gone.txt': 'read at start, deleted by a test\n',
  'packages/motion-kit-react-1.0.0.tgz': gzipSync('package/package.json'),
};
const FAVICON_SIZE = Buffer.byteLength(FILES['favicon.svg']);
/** The headers the server derives from _headers: every page response must carry all of them. */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cache-control'];

/** @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} Reply */

/** @type {{ dir: string, port: number, child: import('node:child_process').ChildProcess, stderr: () => string }} */
let site;

/** A built site with precompressed pages and the host files the build writes. */
async function buildSite() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'serve-test-'));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  for (const name of ['index.html', 'docs/index.html', '404.html']) {
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(FILES[/** @type {keyof typeof FILES} */ (name)]));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(FILES[/** @type {keyof typeof FILES} */ (name)]));
  }
  await writeHostConfig(dir);
  return dir;
}

/** `node scripts/serve.mjs` on that site, on a free loopback port. @param {string} dir */
async function startServer(dir) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: '0', DIST_DIR: dir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const port = await new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = stdout.match(/http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${stderr}`)));
  });
  return { dir, port, child, stderr: () => stderr };
}

const alive = () => site.child.exitCode === null && site.child.signalCode === null;

/**
 * A GET (or another method) with the path sent exactly as written: no client normalisation, and no
 * Accept-Encoding unless given.
 * @param {string} target @param {Record<string, string>} [headers] @param {string} [method]
 * @returns {Promise<Reply>}
 */
function get(target, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: site.port, path: target, method, headers, agent: false }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** @param {Reply} reply */
const securityHeaders = (reply) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, reply.headers[name]]));

beforeAll(async () => {
  site = await startServer(await buildSite());
});

// A request that ends the process fails its own test; the next test gets a server of its own.
beforeEach(async () => {
  if (!alive()) site = await startServer(site.dir);
});

afterAll(async () => {
  site.child.kill();
  await rm(site.dir, { recursive: true, force: true });
});

describe("the kit's tarballs", () => {
  it('sends a tarball as gzip, as stored (no Content-Encoding), with the security headers and revalidation', async () => {
    const reply = await get('/packages/motion-kit-react-1.0.0.tgz', { 'Accept-Encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(Buffer.from(FILES['packages/motion-kit-react-1.0.0.tgz']))).toBe(true);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a missing tarball with the 404 page, typed as HTML', async () => {
    const reply = await get('/packages/motion-kit-react-9.9.9.tgz');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('Range requests', () => {
  it('answers an unsatisfiable range (bytes=5-2) with 416 and keeps serving', async () => {
    const reply = await get('/favicon.svg', { Range: 'bytes=5-2' });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe(`bytes */${FAVICON_SIZE}`);
    expect((await get('/favicon.svg')).status).toBe(200);
    expect(alive()).toBe(true);
  });

  it.each([
    // sirv copies an end past the largest safe integer into the file stream, which throws.
    ['bytes=0-18446744073709551615', 206, `bytes 0-${FAVICON_SIZE - 1}/${FAVICON_SIZE}`, [0, FAVICON_SIZE]],
    // A suffix range is the last bytes; sirv read it as the first ones.
    ['bytes=-5', 206, `bytes ${FAVICON_SIZE - 5}-${FAVICON_SIZE - 1}/${FAVICON_SIZE}`, [FAVICON_SIZE - 5, FAVICON_SIZE]],
    ['bytes=2-4', 206, `bytes 2-4/${FAVICON_SIZE}`, [2, 5]],
    ['BYTES=2-4', 206, `bytes 2-4/${FAVICON_SIZE}`, [2, 5]],
    [`bytes=${FAVICON_SIZE}-`, 416, `bytes */${FAVICON_SIZE}`, [0, 0]],
    ['bytes=-0', 416, `bytes */${FAVICON_SIZE}`, [0, 0]],
    // What the server does not answer as a range gets the whole file: another unit, several ranges,
    // text that is not a range, and the first byte alone (sirv reads an end of 0 as the file's end).
    ['items=0-1', 200, undefined, [0, FAVICON_SIZE]],
    ['bytes=0-1,4-5', 200, undefined, [0, FAVICON_SIZE]],
    ['bytes=x-y', 200, undefined, [0, FAVICON_SIZE]],
    ['bytes=-', 200, undefined, [0, FAVICON_SIZE]],
    ['bytes=0-0', 200, undefined, [0, FAVICON_SIZE]],
  ])('Range: %s is %i, Content-Range %j', async (range, status, contentRange, [from, to]) => {
    const reply = await get('/favicon.svg', { Range: range });
    expect(reply.status).toBe(status);
    expect(reply.headers['content-range']).toBe(contentRange);
    expect(reply.body.toString()).toBe(FILES['favicon.svg'].slice(from, to));
    expect(alive()).toBe(true);
  });

  it('sends the whole file when the range is conditional (If-Range), as sirv cannot compare the validator', async () => {
    const reply = await get('/favicon.svg', { Range: 'bytes=2-4', 'If-Range': 'W/"stale"' });
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe(FILES['favicon.svg']);
  });
});

describe('byteRange', () => {
  it.each([
    ['bytes=5-2', 10, 'unsatisfiable'],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=3-', 10, { start: 3, end: 9 }],
    ['bytes=-20', 10, { start: 0, end: 9 }],
    [' bytes=1-1 ', 10, { start: 1, end: 1 }],
    ['bytes=0-99999999999999999999999', 10, { start: 0, end: 9 }],
    ['bytes=99999999999999999999999-', 10, 'unsatisfiable'],
    ['bytes=0-1,2-3', 10, null],
    ['bytes=1.5-2', 10, null],
    ['bytes = 1-2', 10, null],
    ['bytes=1-2', 0, null],
  ])('%j of %i bytes is %j', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});

describe('one path for every rule', () => {
  it.each([
    '/_headers',
    '/%5fheaders',
    '/%5Fheaders',
    '/_headers/',
    '/vercel.json',
    '/vercel%2ejson',
    '/vercel.json/',
    '/docs/../_headers',
    '/docs/%2e%2e/_headers',
    '/docs%2f..%2f_headers',
    '//_headers',
    '/%255fheaders',
    '/index.html.br',
    '/index.html%2ebr',
    '/docs/index.html.gz',
    '/favicon.svg/',
  ])('%s is the 404 page, not a file', async (target) => {
    const reply = await get(target);
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(FILES['404.html']);
  });

  it('sends an encoded body only to a client that accepts its encoding', async () => {
    const plain = await get('/index.html%2ebr');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
    expect((await get('/', { 'Accept-Encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('gives every address of a page the security headers of that page', async () => {
    const docs = securityHeaders(await get('/docs'));
    expect(docs['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'sha256-docs'; frame-ancestors 'none'");
    for (const name of SECURITY_HEADERS) expect(docs[name], name).toEqual(expect.any(String));
    for (const target of ['/docs/', '/docs/index.html', '/docs/index', '/%64ocs', '/%64ocs/', '/docs?x=1', '/docs//']) {
      const reply = await get(target);
      expect(reply.status, target).toBe(200);
      expect(securityHeaders(reply), target).toEqual(docs);
    }
    for (const [target, status] of /** @type {const} */ ([['/404', 200], ['/404.html', 200], ['/no/such/page', 404], ['/docs/%', 404]])) {
      const reply = await get(target);
      expect(reply.status, target).toBe(status);
      expect(securityHeaders(reply), target).toEqual({
        ...docs,
        'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-not-found'; frame-ancestors 'none'",
      });
    }
  });

  it.each([
    ['/docs', '/docs'],
    ['/docs/', '/docs/'],
    ['/%64ocs?a=%zz#b', '/docs'],
    ['/docs%2findex.html', '/docs/index.html'],
    ['/a/./b/../../_headers', '/_headers'],
    ['/%2e%2e/%2e%2e/etc/passwd', '/etc/passwd'],
    ['//docs', '/docs'],
    ['/%', null],
    ['/%E0%A4%A', null],
    ['/a%00b', null],
    ['*', null],
    ['http://127.0.0.1/docs', null],
  ])('canonicalPath(%j) is %j', (url, expected) => {
    expect(canonicalPath(url)).toBe(expected);
  });
});

describe('a request that fails', () => {
  it('cuts the connection of a file that cannot be read any more, logs it once, and keeps serving', async () => {
    await unlink(path.join(site.dir, 'gone.txt'));
    await expect(get('/gone.txt')).rejects.toThrow();
    expect((await get('/docs')).status).toBe(200);
    expect(alive()).toBe(true);
    await expect.poll(() => site.stderr().split('\n').filter((line) => line.includes('/gone.txt')).length).toBe(1);
  });

  it('answers 500 when handling throws before anything is sent, and logs one line', async () => {
    /** @type {string[]} */
    const logged = [];
    const server = http.createServer(
      guardRequests(() => {
        throw new Error('boom');
      }, (line) => logged.push(line)),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      /** @type {import('node:http').IncomingMessage} */
      const response = await new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/x?' }, resolve).on('error', reject));
      response.resume();
      expect(response.statusCode).toBe(500);
      expect(logged).toEqual(['serve: GET "/x?" failed: boom']);
    } finally {
      await closeServer(server);
    }
  });
});

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function prng(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One HTTP/1.1 request with some faults, each drawn with its own odds, so that most requests reach the
 * handler (a hostile path or range) and some only the parser (a bad method, version or header).
 * @param {() => number} random
 */
function hostileRequest(random) {
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
  const sometimes = (/** @type {number} */ odds) => random() < odds;
  const numbers = ['', '0', '2', '5', '-1', '007', '99', '18446744073709551615', '1e3', 'x', ' 3', String(FAVICON_SIZE)];
  const method = sometimes(0.2) ? pick(['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'BREW', 'get', 'G\tET', '']) : pick(['GET', 'HEAD']);
  const base = pick(['/', '/docs', '/docs/', '/favicon.svg', '/_headers', '/vercel.json', '/index.html', '/404', '/assets/app-abc123.js']);
  const noise = sometimes(0.6)
    ? pick(['%', '%e', '%zz', '%00', '%2e%2e/', '/../..', '//', '\\..\\', '%c0%af', '%ff', '%F0%9F%99%82', '🙂', '?a=%', '#%', '.br', '%2ebr', '.gz', '/', '/%5f', '%2f', ' x'])
    : '';
  const target = sometimes(0.02) ? `/${'a'.repeat(70_000)}` : sometimes(0.03) ? pick(['*', 'http://127.0.0.1/docs', '', 'docs']) : `${base}${noise}`;
  const version = sometimes(0.1) ? pick(['HTTP/1.0', 'HTTP/9.9', 'HTTP/1.1x', '', 'HTTP/']) : 'HTTP/1.1';
  // The server closes after its answer; a client that half-closes first aborts its own request.
  const headers = ['Host: 127.0.0.1', 'Connection: close'];
  if (sometimes(0.6)) {
    const spec = () => `${pick(numbers)}-${pick(numbers)}`;
    headers.push(`Range: ${sometimes(0.8) ? 'bytes=' : pick(['BYTES=', 'items=', '', 'bytes ='])}${spec()}${sometimes(0.2) ? `,${spec()}` : ''}`);
  }
  if (sometimes(0.1)) headers.push(`If-Range: ${pick(['W/"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', ''])}`);
  if (sometimes(0.5)) headers.push(`Accept-Encoding: ${pick(['br', 'gzip', 'br;q=0', '*', '*;q=x', 'identity', ',,;', 'br;q=1e9'])}`);
  if (sometimes(0.03)) headers.push(`X-Big: ${'b'.repeat(20_000)}`);
  if (sometimes(0.03)) headers.push('no colon here');
  if (sometimes(0.03)) headers.push('Content-Length: 5', 'Content-Length: 6');
  if (sometimes(0.03)) headers.push('Transfer-Encoding: chunked');
  const text = `${method} ${target} ${version}\r\n${headers.join('\r\n')}\r\n\r\n`;
  // A truncated request: the line or the headers cut short, then the connection half-closed.
  return sometimes(0.1) ? { text: text.slice(0, Math.floor(random() * text.length)), truncated: true } : { text, truncated: false };
}

/**
 * Sends raw text and collects what comes back until the server closes, or gives up after `limit` ms.
 * @param {{ text: string, truncated: boolean }} request
 */
function rawExchange({ text, truncated }, limit = 5000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: site.port });
    let reply = '';
    const timer = setTimeout(() => socket.destroy(), limit);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(reply);
    });
    if (truncated) socket.end(text);
    else socket.write(text);
  });
}

describe('malformed requests', () => {
  // Seeded, so a failure replays: set SERVE_FUZZ_SEED to the seed a failing run printed.
  const seed = Number(process.env.SERVE_FUZZ_SEED ?? 20260440);
  const COUNT = 2500;
  const PARALLEL = 25;

  it(`survives ${COUNT} of them (seed ${seed}) and then answers an ordinary request correctly`, { timeout: 120_000 }, async () => {
    const random = prng(seed);
    const loggedBefore = site.stderr();
    const requests = Array.from({ length: COUNT }, () => hostileRequest(random));
    /** @type {string[]} */
    const serverErrors = [];
    const statuses = new Set();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = /** @type {{ text: string, truncated: boolean }} */ (requests[next++]);
        const reply = /** @type {string} */ (await rawExchange(request));
        const status = reply.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
        statuses.add(status);
        if (status?.startsWith('5')) serverErrors.push(JSON.stringify(request.text.slice(0, 200)));
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(serverErrors).toEqual([]);
    // The requests reached the parser's refusals and every branch of the handler, ranges included.
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['200', '206', '400', '404', '405', '416', '431']));
    expect(alive()).toBe(true);
    const reply = await get('/docs', { 'Accept-Encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-security-policy']).toContain("'sha256-docs'");
    const plain = await get('/docs');
    expect(plain.body.toString()).toBe(FILES['docs/index.html']);
    expect(site.stderr().slice(loggedBefore.length)).toBe('');
  });
});

describe('closeServer', () => {
  it('closes a server with a response in flight, and ends that connection', async () => {
    const server = http.createServer((_request, response) => response.write('<!doctype html><p>first half'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    /** @type {import('node:http').IncomingMessage} */
    const response = await new Promise((resolve) => http.get({ host: '127.0.0.1', port }, resolve).on('error', () => {}));
    const connectionEnded = new Promise((resolve) => response.once('close', () => resolve('ended')));
    response.resume();
    // `server.close()` alone waits for that response to finish, which here is never.
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still open'), 2000));
    expect(await Promise.race([closeServer(server).then(() => 'closed'), timeout])).toBe('closed');
    expect(await connectionEnded).toBe('ended');
  });
});
