// The host configuration: rules per page from its <meta> policy, the _headers round trip the local
// server relies on, and the limits of the hosts that read it.
// @ts-check
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHostLimits, headersFile, headersFor, parseHeadersFile, vercelConfig, writeHostConfig } from './host-headers.mjs';
import { acceptedEncodings } from './serve.mjs';

const page = (/** @type {string} */ hash) =>
  `<!doctype html><html><head><meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' '${hash}'" /></head></html>`;

describe('writeHostConfig', () => {
  it("gives every page its own policy with frame-ancestors 'none', and every path the site headers", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'host-headers-'));
    try {
      await mkdir(path.join(dist, 'docs'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), page('sha256-home'));
      await writeFile(path.join(dist, 'docs', 'index.html'), page('sha256-docs'));
      await writeFile(path.join(dist, '404.html'), page('sha256-404'));
      await writeHostConfig(dist);
      const rules = parseHeadersFile(await readFile(path.join(dist, '_headers'), 'utf8'));
      const docs = headersFor(rules, '/docs');
      expect(docs).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-docs'; frame-ancestors 'none'",
        'Cache-Control': 'public, max-age=0, must-revalidate',
      });
      expect(headersFor(rules, '/docs/')).toEqual(docs);
      expect(headersFor(rules, '/')['Content-Security-Policy']).toContain("'sha256-home'");
      expect(headersFor(rules, '/404.html')['Content-Security-Policy']).toContain("'sha256-404'");
      expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(headersFor(rules, '/no/such/page')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' });
      const vercel = JSON.parse(await readFile(path.join(dist, 'vercel.json'), 'utf8'));
      expect(vercel.headers.find((/** @type {any} */ rule) => rule.source === '/docs').headers).toContainEqual({
        key: 'Content-Security-Policy',
        value: "default-src 'self'; script-src 'self' 'sha256-docs'; frame-ancestors 'none'",
      });
      expect(vercel.headers.map((/** @type {any} */ rule) => rule.source).slice(0, 2)).toEqual(['/(.*)', '/assets/(.*)']);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it("types and revalidates each of the kit's tarballs by its exact path, and nothing else under /packages/", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'host-headers-'));
    try {
      await mkdir(path.join(dist, 'packages'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), page('sha256-home'));
      await writeFile(path.join(dist, 'packages', 'motion-kit-react-1.0.0.tgz'), 'gz');
      await writeHostConfig(dist);
      const rules = parseHeadersFile(await readFile(path.join(dist, '_headers'), 'utf8'));
      expect(headersFor(rules, '/packages/motion-kit-react-1.0.0.tgz')).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'no-referrer',
        'Content-Type': 'application/gzip',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      });
      // A missing tarball's 404 page must not be typed as gzip by a host.
      expect(headersFor(rules, '/packages/motion-kit-react-9.9.9.tgz')['Content-Type']).toBeUndefined();
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('reads back exactly the rules it writes', () => {
    const rules = [{ pattern: '/*', headers: { A: 'b: c' } }, { pattern: '/x', headers: { D: "'e'" } }];
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
    expect(JSON.parse(vercelConfig(rules)).headers[0].source).toBe('/(.*)');
  });

  it('fails the build when a host would read the file only in part', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ pattern: `/p${i}`, headers: { A: 'b' } }));
    expect(() => checkHostLimits(many)).toThrow(/101 rules, Cloudflare Pages reads 100/);
    expect(() => checkHostLimits([{ pattern: '/', headers: { A: 'x'.repeat(2001) } }])).toThrow(/a line of \d+ characters/);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, br', ['br']],
    ['brotli-ish, xgzip', []],
  ])('%j accepts %j', (header, expected) => {
    expect([...acceptedEncodings(header)]).toEqual(expected);
  });
});
