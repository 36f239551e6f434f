import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, theme, themeScriptSource } from '@motion-kit/react';
import { URL_DEPENDENT_ATTRIBUTE, URL_DEPENDENT_CURRENT_ATTRIBUTE, URL_STATE_ATTRIBUTE } from '../../hooks/useHydrated';
import { URL_STATE_HIDE_MAX_MS } from '../../lib/timing';
import { headScriptPlugin } from '../../../scripts/vite/plugins.ts';
import { headScriptSource, REDUCED_MOTION_ATTRIBUTE } from './headScript';
import { STUDIO_OVERRIDE_KEY, STUDIO_OVERRIDE_STYLE_ID } from '../../lib/studioOverride';

// The inline head script as the build puts it into index.html (vite.config.ts's headScriptPlugin, minified),
// run against a stand-in document as a browser would run it before the first paint.
const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const built = headScriptPlugin().transformIndexHtml as { handler: (html: string) => string };
const source = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(built.handler(html))?.[1];
const headStyle = /<head>[\s\S]*?<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

function runHeadScript({ search = '', hash = '', stored = null as string | null, storageThrows = false, reducedMotion = false as boolean | undefined } = {}) {
  const attributes = new Map<string, string>();
  const style: { colorScheme?: string } = {};
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value), style };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'theme' ? stored : null;
    },
  };
  const matchMedia = reducedMotion === undefined ? undefined : (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' });
  new Function('window', 'document', 'location', source!)({ localStorage, matchMedia }, { documentElement }, { search, hash });
  return { attributes, style };
}

describe('the head script of index.html', () => {
  it('is generated into the template as a plain inline script, the first in <head>', () => {
    expect(html).toContain('<!--head-script-->');
    expect(source).toBeTruthy();
    expect(source).not.toContain('head-script');
  });

  it('runs the same as unminified, so minifying changes nothing', () => {
    const attributes = new Map<string, string>();
    const style: { colorScheme?: string } = {};
    new Function('window', 'document', 'location', headScriptSource(themeScriptSource()))(
      { localStorage: { getItem: () => 'light' } },
      { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value), style } },
      { search: '?category=motion', hash: '' },
    );
    expect(Object.fromEntries(attributes)).toEqual(Object.fromEntries(runHeadScript({ stored: 'light', search: '?category=motion' }).attributes));
  });

  it('applies the stored theme, or dark (spec default) when none, another value or blocked storage', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(runHeadScript({ stored: 'light' }).attributes.get('data-theme')).toBe('light');
    expect(runHeadScript({ stored: 'light' }).style.colorScheme).toBe('light');
    expect(runHeadScript().attributes.get('data-theme')).toBe('dark');
    expect(runHeadScript({ stored: 'sepia' }).attributes.get('data-theme')).toBe('dark');
    expect(runHeadScript({ stored: 'light', storageThrows: true }).attributes.get('data-theme')).toBe('dark');
  });

  it('marks the document before the first paint when the OS asks for reduced motion, and only then', () => {
    expect(runHeadScript({ reducedMotion: true }).attributes.get(REDUCED_MOTION_ATTRIBUTE)).toBe('reduce');
    expect(runHeadScript({ reducedMotion: false }).attributes.has(REDUCED_MOTION_ATTRIBUTE)).toBe(false);
    // A browser without matchMedia still gets its theme.
    expect(runHeadScript({ reducedMotion: undefined, stored: 'light' }).attributes.get('data-theme')).toBe('light');
  });

  it('marks URL state the prerendered page cannot know: a category query or a hash', () => {
    expect(runHeadScript({ search: '?category=motion' }).attributes.get(URL_STATE_ATTRIBUTE)).toBe('pending');
    expect(runHeadScript({ search: '?a=1&category=feedback' }).attributes.get(URL_STATE_ATTRIBUTE)).toBe('pending');
    expect(runHeadScript({ hash: '#theming' }).attributes.get(URL_STATE_ATTRIBUTE)).toBe('pending');
  });

  it('leaves a plain address alone, so nothing waits for hydration there', () => {
    expect(runHeadScript().attributes.has(URL_STATE_ATTRIBUTE)).toBe(false);
    expect(runHeadScript({ hash: '#' }).attributes.has(URL_STATE_ATTRIBUTE)).toBe(false);
    expect(runHeadScript({ search: '?utm_source=newsletter' }).attributes.has(URL_STATE_ATTRIBUTE)).toBe(false);
    expect(runHeadScript({ search: '?subcategory=x' }).attributes.has(URL_STATE_ATTRIBUTE)).toBe(false);
  });
});

describe('the head style of index.html', () => {
  it('hides what depends on pending URL state through an animation delay of URL_STATE_HIDE_MAX_MS, so it shows after that anyway', () => {
    expect(headStyle).toContain(`html[${URL_STATE_ATTRIBUTE}=pending] [${URL_DEPENDENT_ATTRIBUTE}]{animation:url-state-pending 1ms linear ${URL_STATE_HIDE_MAX_MS}ms backwards}`);
    expect(headStyle).toContain('@keyframes url-state-pending{from,to{visibility:hidden}}');
    // A plain `visibility: hidden` rule would keep the content hidden for good if the scripts never ran.
    expect(headStyle).not.toMatch(/\]\{visibility:hidden/);
  });

  it('over the same time, makes the current item of a list whose current item waits on the URL look like the others', () => {
    expect(headStyle).toContain(
      `html[${URL_STATE_ATTRIBUTE}=pending] [${URL_DEPENDENT_CURRENT_ATTRIBUTE}] [aria-current]{animation:url-state-current-pending 1ms linear ${URL_STATE_HIDE_MAX_MS}ms backwards}`,
    );
    const look = /@keyframes url-state-current-pending\{from,to\{([^}]*)\}\}/.exec(headStyle!)?.[1];
    // The sidebar's current look is a background, an inset bar, the accent color and a heavier weight; the
    // values are the design tokens of a plain item, so a renamed token fails here.
    expect(look?.split(';')).toEqual([
      'background:transparent',
      'box-shadow:none',
      `color:${theme.color.text}`,
      `font-weight:${theme.font.weight.regular}`,
    ]);
  });

  it('re-applies the theme studio\'s draft stylesheet from session storage, and adds nothing without one', () => {
    const run = (stored: string | null) => {
      const appended: Array<{ id?: string; textContent?: string }> = [];
      const document = {
        documentElement: { setAttribute: () => {}, style: {} },
        head: { appendChild: (node: { id?: string; textContent?: string }) => appended.push(node) },
        createElement: () => ({}),
      };
      const sessionStorage = { getItem: (key: string) => (key === STUDIO_OVERRIDE_KEY ? stored : null) };
      new Function('window', 'document', 'location', source!)({ localStorage: { getItem: () => null }, sessionStorage }, document, { search: '', hash: '' });
      return appended;
    };
    expect(run(':root:root{--color-brand-primary:#0f766e;}')).toEqual([{ id: STUDIO_OVERRIDE_STYLE_ID, textContent: ':root:root{--color-brand-primary:#0f766e;}' }]);
    expect(run(null)).toEqual([]);
  });
});
