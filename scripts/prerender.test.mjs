// The prerendered page's head: inline stylesheet and favicon, the app's scripts declared at its top,
// and a Content-Security-Policy whose hashes match the page's inline scripts.
// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bootScript, contentSecurityPolicy, placeScripts, escapeStyleText, fillTemplate, inlineFavicon, inlineScriptHashes, inlineScripts, inlineStylesheets, prerender,
} from './prerender.mjs';
import { boot } from '../src/app/boot/pageBoot.mjs';

/** The shape of dist/index.html as Vite writes it. */
const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <script>document.documentElement.dataset.theme='dark'</script>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Motion Kit</title>
    <meta name="description" content="Motion Kit." />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const ASSETS = /** @type {Record<string, string>} */ ({
  'assets/index-ghi.css': ':root{--color-bg:#0b0d12}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>\n',
});
const readAsset = (/** @type {string} */ file) => {
  if (!(file in ASSETS)) throw new Error(`no asset ${file}`);
  return ASSETS[file];
};

const THEME_SCRIPTS = inlineScripts(TEMPLATE);
const sha = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE = { html: '<main><h1>Buttons</h1></main>', styleTags: '<style data-styled="true">.a{color:red}</style>', title: 'Buttons & more', description: 'Say "hi"' };

describe('inlineStylesheets', () => {
  it('puts the entry stylesheet into the page, leaving only a disabled link (not fetched) to it', () => {
    const html = inlineStylesheets(TEMPLATE, readAsset);
    expect(html).toContain('<style>:root{--color-bg:#0b0d12}</style>');
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css" disabled>',
    ]);
  });
});

describe('inlineFavicon', () => {
  it('turns the favicon link into a data URI of the same SVG', () => {
    const html = inlineFavicon(TEMPLATE, readAsset);
    const href = html.match(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(ASSETS['favicon.svg']?.trim());
  });
});

describe('placeScripts', () => {
  it('puts the capture script, the entry and every first-load module at the top of <head>, right after the theme script', () => {
    const html = placeScripts(TEMPLATE, ['/assets/Buttons-1.js', '/assets/rolldown-runtime-def.js']);
    const head = html.slice(html.indexOf("<script>document.documentElement.dataset.theme='dark'</script>"), html.indexOf('<link rel="icon"'));
    // Declared in the first bytes: the preload scanner requests them all while the page still arrives.
    expect([...head.matchAll(/<script[^>]*>|<link[^>]*>/g)].map((match) => match[0])).toEqual([
      '<script>',
      '<script>',
      '<script type="module" crossorigin src="/assets/index-abc.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Buttons-1.js">',
    ]);
    expect(head).toContain(`<script>${bootScript}</script>`);
    // Nothing of Vite's own placement is left behind.
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html.match(/modulepreload/g)).toHaveLength(2);
  });

  it('inlines the capture function minified: no comments or long names are sent and parsed before the paint', () => {
    expect(bootScript).not.toMatch(/\/\/|\/\*/);
    expect(bootScript).not.toContain('replay');
    expect(bootScript.length).toBeLessThan(String(boot).length * 0.6);
    // It is still the same function: it parses as one call.
    expect(() => new Function(bootScript)).not.toThrow();
  });

  it('fails the build when the template has no entry script', () => {
    expect(() => placeScripts('<html><body></body></html>', [])).toThrow(/no entry <script type="module" src>/);
  });

  it('fails the build when the template has no theme script to follow', () => {
    const withoutTheme = TEMPLATE.replace(/<script>document[^<]*<\/script>/, '');
    expect(() => placeScripts(withoutTheme, [])).toThrow(/no inline theme <script> in <head>/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts the prerender wrote, whatever order the page holds them in', () => {
    const html = '<script>a()</script><p>x</p><script>b()</script>';
    expect(inlineScriptHashes(html, ['b()', 'a()'])).toEqual([sha('b()'), sha('a()')]);
  });

  it.each([
    ['an inline script it did not write', '<script>a()</script><script>alert(document.domain)</script>'],
    ['a module script', '<script>a()</script><script type="module">import("/x.js")</script>'],
    ['a script with src, even from this site', '<script>a()</script><script src="/assets/x.js"></script>'],
    ['another module script from this site', '<script>a()</script><script type="module" crossorigin src="/assets/x.js"></script>'],
    ['the entry as a classic script', '<script>a()</script><script src="/assets/index-abc.js"></script>'],
    ['the entry with a body', '<script>a()</script><script type="module" src="/assets/index-abc.js">alert(1)</script>'],
    ['an upper-case tag', '<script>a()</script><SCRIPT>alert(1)</SCRIPT >'],
  ])('fails the build on %s, naming the page', (_, html) => {
    expect(() => inlineScriptHashes(html, ['a()'], '/docs', '/assets/index-abc.js')).toThrow(/^prerender: \/docs holds a <script> the prerender did not write/);
  });

  it("allows the app's entry as a module script, which the policy's 'self' covers", () => {
    const html = '<script>a()</script><script type="module" crossorigin src="/assets/index-abc.js"></script>';
    expect(inlineScriptHashes(html, ['a()'], '/docs', '/assets/index-abc.js')).toEqual([sha('a()')]);
  });
});

describe('escapeStyleText', () => {
  it('leaves no "</" that could end the <style> element, in any case', () => {
    const css = '.a::before{content:"</style><script>alert(1)</script>"}/* </STYLE> */:root{--x:url(</y)}';
    const escaped = escapeStyleText(css);
    expect(escaped).not.toMatch(/<\//);
    expect(escaped).toBe('.a::before{content:"\\3c /style><script>alert(1)\\3c /script>"}/* \\3c /STYLE> */:root{--x:url(\\3c /y)}');
  });

  it('keeps a "<" that was already escaped a single escape, not an escaped backslash', () => {
    expect(escapeStyleText('a{content:"\\</"}')).toBe('a{content:"\\3c /"}');
    expect(escapeStyleText('a{content:"\\\\</"}')).toBe('a{content:"\\\\\\3c /"}');
  });

  it('changes nothing else', () => {
    expect(escapeStyleText(':root{--a:1px;--b:a<b}')).toBe(':root{--a:1px;--b:a<b}');
  });
});

describe('fillTemplate', () => {
  const template = inlineFavicon(inlineStylesheets(TEMPLATE, readAsset), readAsset);
  const html = fillTemplate(template, PAGE, ['/assets/Buttons-1.js'], THEME_SCRIPTS, '/buttons');
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/)?.[1] ?? '';

  it('fills the title, description, styles and markup, escaped', () => {
    expect(html).toContain('<title>Buttons &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(html).toContain('<div id="root"><main><h1>Buttons</h1></main></div>');
  });

  it("allows exactly the page's inline scripts (theme and boot) and no eval", () => {
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(2);
    expect(policy).toBe(contentSecurityPolicy(scripts.map(sha)));
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('puts the policy before any script, so it covers them all', () => {
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('keeps "$" sequences of the page markup as they are', () => {
    const withDollars = fillTemplate(template, { ...PAGE, html: "<code>$& $' $1</code>" }, [], THEME_SCRIPTS);
    expect(withDollars).toContain("<code>$& $' $1</code>");
  });
});

describe('the prerender and scripts it did not write', () => {
  /** A dist/ as Vite leaves it, with a stylesheet and one route whose page the SSR bundle renders. */
  async function site(/** @type {{ pageHtml: string, css?: string }} */ { pageHtml, css = ':root{--color-bg:#0b0d12}' }) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
    const distDir = path.join(dir, 'dist');
    const ssrDir = path.join(dir, 'ssr');
    await mkdir(path.join(distDir, '.vite'), { recursive: true });
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await mkdir(ssrDir, { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
    await writeFile(path.join(distDir, 'assets', 'index-ghi.css'), css);
    await writeFile(path.join(distDir, 'favicon.svg'), ASSETS['favicon.svg'] ?? '');
    await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }));
    await writeFile(
      path.join(ssrDir, 'entry-server.js'),
      `export const PAGE_META = [{ path: '/' }];
       export function pageSourceModule() { return 'src/pages/Home/index.ts'; }
       export async function render(route) {
         return { status: route === '/' ? 200 : 404, html: route === '/' ? ${JSON.stringify(pageHtml)} : '<main>Not found</main>', styleTags: '', title: 'Motion Kit', description: 'd' };
       }`,
    );
    return { dir, distDir, ssrDir };
  }

  it('fails the build when a page holds an inline script it did not write', async () => {
    const { dir, distDir, ssrDir } = await site({ pageHtml: '<main><h1>Home</h1><script>alert(document.domain)</script></main>' });
    try {
      await expect(prerender({ distDir, ssrDir })).rejects.toThrow(/prerender: \/ holds a <script> the prerender did not write.*alert\(document\.domain\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('cannot be talked into a script by a stylesheet: the token CSS stays inside its <style>', async () => {
    const { dir, distDir, ssrDir } = await site({ pageHtml: '<main><h1>Home</h1></main>', css: ':root{--font-sans:Inter</style><script>alert(1)</script><style>}' });
    try {
      await prerender({ distDir, ssrDir });
      const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
      expect(inlineScripts(html)).toHaveLength(2);
      expect(html).toContain('--font-sans:Inter\\3c /style><script>alert(1)\\3c /script><style>}</style>');
      const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
      expect(policy).toBe(contentSecurityPolicy(inlineScripts(html).map(sha)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
