// The site's real content gathered for the search index and llms.txt. Runs at build time (the Vite plugin
// in scripts/site-search-plugin.mjs loads it) and in the unit tests; the browser never loads it.
import darkDocs from '../../../build/json/tokens-dark.json';
import lightDocs from '../../../build/json/tokens-light.json';
import { COMPONENT_CATEGORIES } from '../../content/catalog';
import { DOCS_SECTIONS, EXPERIENCE_GUIDE_CARDS, type DocsSectionId } from '../../content/docsSections';
import { ROUTE_DESCRIPTIONS } from '../../content/routeDescriptions';
import { ROUTE_MANIFEST, type RouteEntry } from '../../content/routeManifest';
import type { TokenDocs } from '../../pages/DesignTokens/tokenDocs';
import { buildSearchIndex, headingsInSource, type ApiContent, type SearchContent, type SearchIndex } from './searchIndex';
import { llmsFullTxt, llmsTxt } from './llmsTxt';
export { compactSearchIndex } from './indexCodec';
import { homePages, pageApiData } from '../../lib/apiReference';
import { siteReference } from '../../../scripts/api-reference/site-reference.mjs';

const sectionSources = import.meta.glob<string>('../../pages/Documentation/sections/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** 'GettingStarted' -> 'getting-started': each section's body lives in a file named after it. */
const fileSectionId = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.tsx$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** Each section's headings: those its source writes, plus the guide cards the Experience System draws from content. */
export function docsHeadings(): Record<DocsSectionId, string[]> {
  const headings = Object.fromEntries(DOCS_SECTIONS.map((section) => [section.id, [] as string[]])) as Record<DocsSectionId, string[]>;
  for (const [file, source] of Object.entries(sectionSources)) {
    const id = fileSectionId(file) as DocsSectionId;
    if (!(id in headings)) continue; // index.tsx, which only picks the section
    headings[id].push(...headingsInSource(source));
  }
  headings['experience-system'].push(...EXPERIENCE_GUIDE_CARDS.map((card) => card.title));
  return headings;
}

/** The kit's API reference, each export once, on its home page (the first that lists it). */
export async function apiContent(): Promise<ApiContent> {
  // Run from the project's root, as the build, the dev server and the tests are.
  const { reference, pages, tokens } = await siteReference(process.cwd());
  const home = homePages(pages);
  return Object.entries(pages).map(([slug, names]) => {
    const own = { [slug]: names.filter((name) => home.get(name) === slug) };
    return { slug, data: pageApiData(reference, own, slug, tokens) };
  });
}

export async function siteContent(): Promise<SearchContent> {
  return {
    routes: ROUTE_MANIFEST as readonly RouteEntry[],
    descriptions: ROUTE_DESCRIPTIONS,
    docsSections: DOCS_SECTIONS,
    docsHeadings: docsHeadings(),
    catalog: COMPONENT_CATEGORIES,
    tokens: (darkDocs as TokenDocs).tokens,
    lightTokens: (lightDocs as TokenDocs).tokens,
    api: await apiContent(),
  };
}

export async function siteSearchIndex(): Promise<SearchIndex> {
  return buildSearchIndex(await siteContent());
}

/** The files the build writes at the site's root: /llms.txt and /llms-full.txt. */
export async function llmsFiles(): Promise<Record<'llms.txt' | 'llms-full.txt', string>> {
  const content = await siteContent();
  return { 'llms.txt': llmsTxt(content), 'llms-full.txt': llmsFullTxt(content) };
}
