import { describe, expect, it } from 'vitest';
import { installLineOf, installTargets, servedOrigin } from './install-check.mjs';

const LINE = 'npm install http://127.0.0.1:4173/packages/motion-kit-react-1.0.0.tgz http://127.0.0.1:4173/packages/motion-kit-tokens-1.0.0.tgz react react-dom';

/** A Documentation page as prerendered: the line inside highlighted spans, another Terminal block elsewhere. */
const page = (line = LINE) => `<!doctype html><html><body>
  <article id="theming"><pre aria-label="Terminal code"><code>npm install something-else</code></pre></article>
  <article id="getting-started"><header><h2>Getting Started</h2></header>
    <pre aria-label="Terminal code" data-language="bash"><code><span class="k">npm</span> install ${line.split(' ').slice(2).map((word) => `<span>${word}</span>`).join(' ')}
</code></pre>
    <pre aria-label="main.tsx code"><code>import x from 'y';</code></pre>
  </article></body></html>`;

describe('installLineOf', () => {
  it("reads Getting Started's Terminal block as its text, without the highlighter's markup", () => {
    expect(installLineOf(page())).toBe(LINE);
  });

  it('fails on a page without it', () => {
    expect(() => installLineOf('<article id="getting-started"><pre aria-label="main.tsx code"><code>x</code></pre></article>')).toThrow(/no Getting Started install line/);
  });
});

describe('installTargets', () => {
  it('splits the addresses from the names', () => {
    expect(installTargets(LINE)).toEqual({
      urls: ['http://127.0.0.1:4173/packages/motion-kit-react-1.0.0.tgz', 'http://127.0.0.1:4173/packages/motion-kit-tokens-1.0.0.tgz'],
      names: ['react', 'react-dom'],
    });
  });

  it('refuses anything but npm install', () => {
    expect(() => installTargets('yarn add react')).toThrow(/not an npm install command/);
  });
});

describe('servedOrigin', () => {
  it("serves at the addresses' loopback origin", () => {
    expect(servedOrigin(installTargets(LINE).urls)).toEqual({ host: '127.0.0.1', port: 4173, origin: 'http://127.0.0.1:4173' });
    expect(servedOrigin(['http://localhost/packages/a.tgz'])).toEqual({ host: 'localhost', port: 80, origin: 'http://localhost' });
  });

  it('refuses a deployed origin, several origins, or none', () => {
    expect(() => servedOrigin(['https://motion-kit.dev/packages/a.tgz'])).toThrow(/build with the default VITE_SITE_URL/);
    expect(() => servedOrigin(['http://127.0.0.1:4173/packages/a.tgz', 'http://127.0.0.1:4333/packages/b.tgz'])).toThrow(/2 origins/);
    expect(() => servedOrigin([])).toThrow(/0 origins/);
  });
});
