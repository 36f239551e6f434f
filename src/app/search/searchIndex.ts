// The site search index: every page, documentation section and heading, component and design token, as
// flat entries ready to show and rank. Built at build time (scripts/site-search-plugin.mjs runs
// siteContent.ts through this), so the browser downloads the result, never the sources it came from.
import type { ComponentCategory, ComponentStatus } from '../../content/catalog';
import type { DocsSection, DocsSectionId } from '../../content/docsSections';
import type { RouteEntry } from '../../content/routeManifest';
import { TOKEN_CATEGORIES } from '../../content/tokenCategories';
import type { ApiPageData } from '../../lib/apiReference';
import {
  asCubicBezier,
  bezierDrawing,
  cubicBezierCss,
  groupTitle,
  tokenAnchor,
  tokenCategoryOf,
  type TokenRow,
  type TokenValue,
} from '../../pages/DesignTokens/tokenDocs';

export type SearchKind = 'page' | 'docs' | 'example' | 'component' | 'prop' | 'token';

/** The group headings, in the order the groups are listed for an empty query. */
export const SEARCH_GROUPS: Record<SearchKind, string> = {
  page: 'Pages',
  docs: 'Documentation',
  example: 'Examples',
  component: 'Components',
  prop: 'Props',
  token: 'Tokens',
};

export type SearchStatus = 'Free' | 'Pro' | 'Coming Soon';

/** How the library page names each component status (SPEC §2 Component library page). */
export const STATUS_LABELS: Record<ComponentStatus, SearchStatus> = {
  available: 'Free',
  pro: 'Pro',
  'coming-soon': 'Coming Soon',
};

export interface TokenPreview {
  cssVar: string;
  /** The value shown (dark theme; `lightValue` when the light theme assigns another). */
  value: string;
  lightValue?: string;
  /** A colour: drawn as a swatch of `var(cssVar)`. */
  color?: true;
  /** An easing: its curve, drawn at build time (SVG path and viewBox). */
  curve?: { d: string; viewBox: string };
}

export interface SearchEntry {
  /** Unique across the index: `kind:what`. */
  id: string;
  kind: SearchKind;
  title: string;
  description: string;
  /** Where Enter goes: a path within the site, with query and hash where the target needs them. */
  href: string;
  /** More text the query is matched against (paths, categories, CSS variables, values). */
  keywords: string[];
  status?: SearchStatus;
  token?: TokenPreview;
}

export interface SearchIndex {
  /** The group heading of each kind (the browser's search code takes them from here, not from this module). */
  groups: Record<SearchKind, string>;
  entries: SearchEntry[];
  /** The kit's props, by component and page; the browser makes their entries (propEntries.ts). */
  props: ApiPropList[];
}

/** A component's props on its home page: page slug, component, prop names joined by spaces. */
export type ApiPropList = [slug: string, component: string, names: string];

/** Each example page and the part of the kit's API reference whose home it is (src/content/apiReference.json). */
export type ApiContent = ReadonlyArray<{ slug: string; data: ApiPageData }>;

export interface SearchContent {
  routes: readonly RouteEntry[];
  descriptions: Readonly<Record<string, string>>;
  docsSections: readonly DocsSection[];
  /** The headings of each documentation section, in page order. */
  docsHeadings: Readonly<Record<DocsSectionId, readonly string[]>>;
  catalog: readonly ComponentCategory[];
  /** The token docs rows of the dark (default) theme, and of the light one. */
  tokens: readonly TokenRow[];
  lightTokens: readonly TokenRow[];
  /** The kit's API reference, each export on its home page. */
  api: ApiContent;
}

/** The Documentation page opens the section its URL hash names. */
export const docsSectionHref = (id: DocsSectionId) => `/docs#${id}`;

/** The Design Tokens page with the token's category active and the token itself as the hash target. */
export function tokenHref(row: TokenRow): string | undefined {
  const category = tokenCategoryOf(row);
  return category ? `/docs/design-tokens?category=${category}#${tokenAnchor(row.name)}` : undefined;
}

/** A token value as CSS would write it: `150ms`, `#6366f1`, `cubic-bezier(0.34, 1.56, 0.64, 1)`. */
export function tokenValueText(value: TokenValue): string {
  const bezier = asCubicBezier(value);
  if (bezier) return cubicBezierCss(bezier);
  return Array.isArray(value) ? value.join(', ') : String(value);
}

const CURVE_BOX = { width: 24, height: 24, padding: 4 };

function pageEntries({ routes, descriptions }: SearchContent): SearchEntry[] {
  return routes.map((route) => ({
    id: `${route.category ? 'example' : 'page'}:${route.path}`,
    kind: route.category ? ('example' as const) : ('page' as const),
    title: route.title,
    description: descriptions[route.path] ?? '',
    href: route.path,
    keywords: [route.path, ...(route.aliases ?? []), ...(route.category ? [route.category] : [])],
  }));
}

function docsEntries({ docsSections, docsHeadings }: SearchContent): SearchEntry[] {
  return docsSections.flatMap((section) => [
    {
      id: `docs:${section.id}`,
      kind: 'docs' as const,
      title: section.label,
      description: section.description,
      href: docsSectionHref(section.id),
      keywords: [section.id, ...(section.isPro ? ['Pro'] : []), ...(section.isNew ? ['New'] : [])],
    },
    ...(docsHeadings[section.id] ?? []).map((heading) => ({
      id: `docs:${section.id}:${heading}`,
      kind: 'docs' as const,
      title: heading,
      description: `${section.label}: ${section.description}`,
      href: docsSectionHref(section.id),
      keywords: [section.label],
    })),
  ]);
}

function componentEntries({ catalog }: SearchContent): SearchEntry[] {
  return catalog.flatMap((category) =>
    category.components.map((component) => ({
      id: `component:${component.id}`,
      kind: 'component' as const,
      title: component.name,
      description: `${category.name}: ${component.description}`,
      // A planned component has no page yet: its card on the library page says so.
      href: component.status === 'coming-soon' ? `/docs/components?category=${category.id}` : component.path,
      keywords: [category.name, STATUS_LABELS[component.status], component.id],
      status: STATUS_LABELS[component.status],
    })),
  );
}

function tokenEntries({ tokens, lightTokens }: SearchContent): SearchEntry[] {
  const light = new Map(lightTokens.map((row) => [row.name, row]));
  return tokens.flatMap((row) => {
    const href = tokenHref(row);
    if (!href) return []; // breakpoints, z-index and the like: no place on the page to go to
    const value = tokenValueText(row.value);
    const lightRow = light.get(row.name);
    const lightValue = lightRow ? tokenValueText(lightRow.value) : value;
    const bezier = asCubicBezier(row.value);
    const drawing = bezier ? bezierDrawing(bezier, CURVE_BOX) : undefined;
    const category = TOKEN_CATEGORIES.find((entry) => entry.id === tokenCategoryOf(row))!;
    const token: TokenPreview = {
      cssVar: row.cssVar,
      value,
      ...(lightValue !== value ? { lightValue } : {}),
      ...(row.type === 'color' ? { color: true as const } : {}),
      ...(drawing ? { curve: { d: drawing.curve, viewBox: drawing.viewBox } } : {}),
    };
    const values = [...new Set([value, lightValue, row.hex, lightRow?.hex].filter((text): text is string => Boolean(text)))];
    return [
      {
        id: `token:${row.name}`,
        kind: 'token' as const,
        title: row.name,
        description: row.description,
        href,
        keywords: [row.cssVar, ...values, groupTitle(row.group), category.label],
        token,
      },
    ];
  });
}

/** The whole index, groups in SEARCH_GROUPS order (an empty query lists the pages first). */
export function buildSearchIndex(content: SearchContent): SearchIndex {
  const entries = [...pageEntries(content), ...docsEntries(content), ...componentEntries(content), ...tokenEntries(content)];
  const order = Object.keys(SEARCH_GROUPS);
  entries.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new Error(`search index: two entries with the id "${entry.id}"`);
    seen.add(entry.id);
  }
  const props = content.api.flatMap(({ slug, data }) =>
    data.components.filter((component) => component.props.length > 0).map((component): ApiPropList => [slug, component.name, component.props.map(([name]) => name).join(' ')]),
  );
  return { groups: SEARCH_GROUPS, entries, props };
}

/**
 * The headings a documentation section's source gives its blocks: `<S.BlockTitle>Install</S.BlockTitle>`
 * and literal `<h4>` titles. Headings drawn from content (`{card.title}`) come from that content instead.
 */
export function headingsInSource(source: string): string[] {
  return [...source.matchAll(/<((?:S\.)?BlockTitle|h[2-4])\b[^>]*>([^<{]+)<\/\1>/g)].map((match) => match[2]!.trim());
}
