// The generated token docs (build/json/tokens-*.json) as typed rows, sorted into the page's categories.
// The page's own copy of the rows is loaded in themeTokenDocs.ts; the search index reads the files.
import { DEFAULT_TOKEN_CATEGORY, TOKEN_CATEGORIES, type TokenCategoryId } from '../../content/tokenCategories';
import { tokenAnchor } from '../../lib/tokenAnchor';
import type { TokenRow, TokenValue } from './tokenRows';

export type { TokenRow, TokenValue };

/** A theme's token rows: what the page shows (the generated file also holds contrast results, for the build). */
export interface TokenDocs {
  theme: string;
  tokens: readonly TokenRow[];
}

/** The token the contrast ratios are measured against. */
export const BACKGROUND_TOKEN = 'color.bg';

export function parseTokenCategory(value: string | null | undefined): TokenCategoryId | undefined {
  return TOKEN_CATEGORIES.find((category) => category.id === value)?.id;
}

/** What the page shows for a URL (shownTokenCategory). */
export interface ShownTokenCategory {
  category: TokenCategoryId;
  /** The hash names a token (tokenAnchor) of `category`: the app lands on its row (useHashLanding). */
  token: boolean;
  /**
   * The query names a category the page does not have (an old or mistyped link): the URL drops it, in
   * place, so the address matches what is on screen. Never while a token is landed on: rewriting the URL
   * would drop its hash.
   */
  dropQuery: boolean;
}

/**
 * The category a URL shows. A hash naming a token decides (a deep link must land on a rendered row, even
 * where its query names another category); then `?category=`; otherwise the default. `categoryOfAnchor`
 * maps a token's anchor (tokenAnchor) to its category.
 */
export function shownTokenCategory(query: string | null, hash: string, categoryOfAnchor: ReadonlyMap<string, TokenCategoryId>): ShownTokenCategory {
  const ofToken = categoryOfAnchor.get(hash.slice(1));
  if (ofToken) return { category: ofToken, token: true, dropQuery: false };
  const named = parseTokenCategory(query);
  return { category: named ?? DEFAULT_TOKEN_CATEGORY, token: false, dropQuery: query !== null && !named };
}

/** Which page category shows a token; undefined for tokens the page does not document (breakpoints, z-index...). */
export function tokenCategoryOf(row: TokenRow): TokenCategoryId | undefined {
  if (row.group === 'color.status') return 'status';
  if (row.category === 'color') return 'colors';
  if (row.category === 'font') return 'typography';
  if (row.category === 'spacing') return 'spacing';
  if (row.category === 'motion') return 'motion';
  return undefined;
}

export interface TokenGroup {
  group: string;
  rows: TokenRow[];
}

/** Rows of one category, grouped by their `group` in the order the JSON lists them. */
export function tokenGroups(rows: readonly TokenRow[], category: TokenCategoryId): TokenGroup[] {
  const groups = new Map<string, TokenRow[]>();
  for (const row of rows) {
    if (tokenCategoryOf(row) !== category) continue;
    const list = groups.get(row.group) ?? [];
    list.push(row);
    groups.set(row.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, rows: list }));
}

/** 'color.primary' -> 'Primary', 'color' -> 'Semantic' (the theme-assigned colors sit at the top level). */
export function groupTitle(group: string): string {
  const last = group.split('.').slice(1).join(' ');
  if (!last) return group === 'color' ? 'Semantic' : capitalize(group);
  return last.split(/[-\s]/).map(capitalize).join(' ');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// A row's id in the page, the target of token search results (its own module: the search's download needs only it).
export { tokenAnchor };

/** Milliseconds of a duration token ('150ms', '0.5s' or a number of ms); undefined when unreadable. */
export function durationMs(value: TokenValue): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const match = /^(-?[\d.]+)\s*(ms|s)$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === 's' ? amount * 1000 : amount;
}

export type CubicBezier = readonly [number, number, number, number];

export function asCubicBezier(value: TokenValue): CubicBezier | undefined {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((n) => typeof n === 'number')) return undefined;
  return value as unknown as CubicBezier;
}

export function cubicBezierCss([x1, y1, x2, y2]: CubicBezier): string {
  return `cubic-bezier(${x1}, ${y1}, ${x2}, ${y2})`;
}

export interface BezierBox {
  width: number;
  height: number;
  /** Space kept around the unit square, in the same units. */
  padding: number;
}

export interface BezierDrawing {
  /** SVG path of the curve from (0,0) to (1,1), y pointing up. */
  curve: string;
  /** Handles: start to first control point, end to second control point. */
  handles: [string, string];
  /** viewBox wide enough for overshooting control points (y outside 0..1). */
  viewBox: string;
}

/** Draws a CSS cubic-bezier as an SVG path; control points above 1 or below 0 (springs) stay in view. */
export function bezierDrawing([x1, y1, x2, y2]: CubicBezier, { width, height, padding }: BezierBox): BezierDrawing {
  const yMin = Math.min(0, y1, y2);
  const yMax = Math.max(1, y1, y2);
  const scaleY = height / (yMax - yMin);
  const px = (x: number) => round(padding + x * width);
  const py = (y: number) => round(padding + (yMax - y) * scaleY);
  const start = `${px(0)} ${py(0)}`;
  const end = `${px(1)} ${py(1)}`;
  const c1 = `${px(x1)} ${py(y1)}`;
  const c2 = `${px(x2)} ${py(y2)}`;
  return {
    curve: `M ${start} C ${c1}, ${c2}, ${end}`,
    handles: [`M ${start} L ${c1}`, `M ${end} L ${c2}`],
    viewBox: `0 0 ${round(width + padding * 2)} ${round(height + padding * 2)}`,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A token as a search item (SPEC §3 Search item). */
export interface TokenSearchItem {
  name: string;
  label: string;
  description: string;
  type: 'token';
  category: TokenCategoryId;
  cssVar: string;
}

export function tokenSearchItems(rows: readonly TokenRow[]): TokenSearchItem[] {
  return rows.flatMap((row) => {
    const category = tokenCategoryOf(row);
    return category ? [{ name: row.name, label: row.name, description: row.description, type: 'token' as const, category, cssVar: row.cssVar }] : [];
  });
}

export const TOKEN_SEARCH_KEYS = ['name', 'description', 'cssVar'] as const;

/** Each documented token's anchor (tokenAnchor), mapped to the category that shows it. */
export function tokenCategoriesByAnchor(items: readonly TokenSearchItem[]): ReadonlyMap<string, TokenCategoryId> {
  return new Map(items.map((item) => [tokenAnchor(item.name), item.category]));
}
