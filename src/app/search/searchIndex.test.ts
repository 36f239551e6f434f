import { describe, expect, it } from 'vitest';
import darkDocs from '../../../build/json/tokens-dark.json';
import { COMPONENT_CATEGORIES } from '../../content/catalog';
import { DOCS_SECTIONS } from '../../content/docsSections';
import { ROUTE_MANIFEST, routePaths, type RouteEntry } from '../../content/routeManifest';
import { tokenCategoryOf, type TokenDocs } from '../../pages/DesignTokens/tokenDocs';
import { buildSearchIndex, headingsInSource, tokenValueText, type SearchEntry } from './searchIndex';
import { docsHeadings, siteContent, siteSearchIndex } from './siteContent';
import generated from 'virtual:site-search-index';
import { compactSearchIndex } from './indexCodec';

const { entries } = await siteSearchIndex();
const byId = (id: string) => entries.find((entry) => entry.id === id);
const text = (entry: SearchEntry) => [entry.title, entry.description, ...entry.keywords].join(' ').toLowerCase();
const finds = (query: string) => entries.filter((entry) => text(entry).includes(query.toLowerCase()));

describe('the site search index', () => {
  it('is the one the build module serves', async () => {
    expect(generated).toEqual(compactSearchIndex(await siteSearchIndex()));
  });

  it('holds every route of the manifest, found by its path and aliases, linking to the page', () => {
    for (const route of ROUTE_MANIFEST as readonly RouteEntry[]) {
      const entry = entries.find((candidate) => candidate.href === route.path && candidate.kind !== 'component');
      expect(entry, route.path).toBeDefined();
      expect(entry!.title).toBe(route.title);
      expect(entry!.description.length, `${route.path} has a description`).toBeGreaterThan(10);
      for (const path of routePaths(route)) expect(entry!.keywords).toContain(path);
    }
  });

  it('files the example pages under Examples and the other pages under Pages', () => {
    expect(byId('example:/examples/toast')?.kind).toBe('example');
    expect(byId('page:/docs/changelog')?.kind).toBe('page');
    expect(entries.filter((entry) => entry.kind === 'example')).toHaveLength(ROUTE_MANIFEST.filter((route) => 'category' in route).length);
  });

  it('holds every documentation section, opening it by its hash, and each section heading', () => {
    for (const section of DOCS_SECTIONS) {
      expect(byId(`docs:${section.id}`)).toMatchObject({ title: section.label, href: `/docs#${section.id}` });
    }
    const headings = docsHeadings();
    expect(headings['getting-started']).toEqual(['Install', 'Load the tokens and add the provider', 'Your first component']);
    expect(headings['experience-system']).toEqual(expect.arrayContaining(['Smart buttons', 'Implementation guide', 'Provider setup', 'See it adapt']));
    for (const section of DOCS_SECTIONS) {
      expect(headings[section.id].length, `${section.id} has headings`).toBeGreaterThan(0);
      for (const heading of headings[section.id]) {
        expect(byId(`docs:${section.id}:${heading}`)?.href).toBe(`/docs#${section.id}`);
      }
    }
  });

  it('holds every component of the catalog with its category and its status as the library names it', () => {
    const components = COMPONENT_CATEGORIES.flatMap((category) => category.components.map((component) => ({ category, component })));
    for (const { category, component } of components) {
      const entry = byId(`component:${component.id}`);
      expect(entry, component.id).toMatchObject({ title: component.name, kind: 'component' });
      expect(entry!.description).toContain(category.name);
      expect(entry!.status).toBe({ available: 'Free', pro: 'Pro', 'coming-soon': 'Coming Soon' }[component.status]);
      expect(entry!.href).toBe(component.status === 'coming-soon' ? `/docs/components?category=${category.id}` : component.path);
    }
    expect(byId('component:scroll-reveal')?.status).toBe('Coming Soon');
  });

  it('holds every token the Design Tokens page shows, with its CSS variable, value and anchor', () => {
    const rows = (darkDocs as TokenDocs).tokens.filter((row) => tokenCategoryOf(row));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const entry = byId(`token:${row.name}`);
      expect(entry, row.name).toBeDefined();
      expect(entry!.token).toMatchObject({ cssVar: row.cssVar, value: tokenValueText(row.value) });
      expect(entry!.keywords).toContain(row.cssVar);
      expect(entry!.href).toBe(`/docs/design-tokens?category=${tokenCategoryOf(row)}#token-${row.name.replace(/\./g, '-')}`);
    }
    expect(entries.filter((entry) => entry.kind === 'token')).toHaveLength(rows.length);
  });

  it('finds tokens by name, CSS variable and value', () => {
    expect(finds('spring').map((entry) => entry.id)).toContain('token:motion.easing.spring');
    expect(finds('--motion-duration-fast').map((entry) => entry.id)).toEqual(['token:motion.duration.fast']);
    expect(finds('300ms').map((entry) => entry.id)).toContain('token:motion.duration.normal');
    expect(finds('#6366f1').map((entry) => entry.id)).toEqual(expect.arrayContaining(['token:color.brand.primary', 'token:color.primary.500']));
    expect(finds('#f43f5e').map((entry) => entry.id)[0]).toBe('token:color.brand.secondary');
  });

  it('draws colours as swatches and easings as curves, and writes easings as CSS does', () => {
    expect(byId('token:color.brand.primary')?.token).toMatchObject({ color: true, value: '#6366f1' });
    const spring = byId('token:motion.easing.spring')!.token!;
    expect(spring.value).toBe('cubic-bezier(0.34, 1.56, 0.64, 1)');
    expect(spring.curve?.d).toMatch(/^M [\d.]+ [\d.]+ C /);
  });

  it('gives a themed colour the light theme value too', () => {
    const themed = entries.filter((entry) => entry.token?.lightValue);
    expect(themed.length).toBeGreaterThan(0);
    for (const entry of themed) expect(entry.keywords).toContain(entry.token!.lightValue);
  });

  it('lists the groups in order: pages, documentation, examples, components, tokens', () => {
    const kinds = [...new Set(entries.map((entry) => entry.kind))];
    expect(kinds).toEqual(['page', 'docs', 'example', 'component', 'token']);
  });

  it('refuses two entries with the same id', async () => {
    const content = await siteContent();
    expect(() => buildSearchIndex({ ...content, docsHeadings: { ...content.docsHeadings, theming: ['Dark and light', 'Dark and light'] } })).toThrow(
      /two entries with the id "docs:theming:Dark and light"/,
    );
  });
});

describe('headingsInSource', () => {
  it('reads block titles and literal headings, not headings drawn from data', () => {
    const source = '<S.BlockTitle>Install</S.BlockTitle>\n<BlockTitle>Setup</BlockTitle>\n<h4>{card.title}</h4>\n<h4 className="x">See it adapt</h4>';
    expect(headingsInSource(source)).toEqual(['Install', 'Setup', 'See it adapt']);
  });
});
