// The prerendered page's head: inline stylesheet and favicon, scripts started after the first paint,
// and a Content-Security-Policy whose hashes match the page's inline scripts.
// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deferScripts, fillTemplate, inlineFavicon, inlineScriptHashes, inlineStylesheets } from './prerender.mjs';

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

const PAGE = { html: '<main><h1>Buttons</h1></main>', styleTags: '<style data-styled="true">.a{color:red}</style>', title: 'Buttons & more', description: 'Say "hi"' };

/** The boot script's arguments: the entry and the modules it preloads. */
function bootArguments(/** @type {string} */ html) {
  const match = html.match(/<script>\(function boot[\s\S]*?\}\)\(("[^"]*"),(\[[^\]]*\])\)<\/script>/);
  if (!match) throw new Error('no boot script');
  return { entry: JSON.parse(match[1] ?? ''), modules: JSON.parse(match[2] ?? '') };
}

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

describe('deferScripts', () => {
  it('replaces the entry script and every module preload with one boot script', () => {
    const html = deferScripts(TEMPLATE, ['/assets/Buttons-1.js', '/assets/rolldown-runtime-def.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" crossorigin href');
    expect(bootArguments(html)).toEqual({
      entry: '/assets/index-abc.js',
      modules: ['/assets/rolldown-runtime-def.js', '/assets/Buttons-1.js'],
    });
    // At the top of <head>, right after the theme script: its work while the page parses runs in the
    // parser's first task, before the first paint.
    const boot = html.indexOf('<script>(function boot');
    expect(boot).toBeGreaterThan(html.indexOf("<script>document.documentElement.dataset.theme='dark'</script>"));
    expect(boot).toBeLessThan(html.indexOf('<link rel="icon"'));
  });

  it('waits for the first contentful paint, with the fallbacks that keep the page from never starting', () => {
    const html = deferScripts(TEMPLATE, []);
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).toContain("document.visibilityState !== 'visible'");
    expect(html).toContain("addEventListener('visibilitychange', start");
    expect(html).toContain('setTimeout(start, 3000)');
  });

  it('fails the build when the template has no entry script', () => {
    expect(() => deferScripts('<html><body></body></html>', [])).toThrow(/no entry <script type="module" src>/);
  });

  it('fails the build when the template has no theme script to follow', () => {
    const withoutTheme = TEMPLATE.replace(/<script>document[^<]*<\/script>/, '');
    expect(() => deferScripts(withoutTheme, [])).toThrow(/no inline theme <script> in <head>/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes every inline script, classic or module, and skips scripts with a src', () => {
    const html = '<script>a()</script><script type="module">b()</script><script type="module" src="/x.js"></script>';
    const sha = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('fillTemplate', () => {
  const template = inlineFavicon(inlineStylesheets(TEMPLATE, readAsset), readAsset);
  const html = fillTemplate(template, PAGE, ['/assets/Buttons-1.js']);
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/)?.[1] ?? '';

  it('fills the title, description, styles and markup, escaped', () => {
    expect(html).toContain('<title>Buttons &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(html).toContain('<div id="root"><main><h1>Buttons</h1></main></div>');
  });

  it("allows exactly the page's inline scripts (theme and boot) and no eval", () => {
    expect(policy).toBe(contentSecurityPolicy(inlineScriptHashes(html)));
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('puts the policy before any script, so it covers them all', () => {
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('keeps "$" sequences of the page markup as they are', () => {
    const withDollars = fillTemplate(template, { ...PAGE, html: "<code>$& $' $1</code>" }, []);
    expect(withDollars).toContain("<code>$& $' $1</code>");
  });
});
