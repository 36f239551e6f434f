// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { searchBoxResults } from '../../test/searchBoxResults';
import { TOKEN_CATEGORIES } from '../../content/tokenCategories';
import { DEFAULT_TOKEN_DOCS, lightTokenDocs } from './themeTokenDocs';
import {
  TOKEN_SEARCH_KEYS,
  bezierDrawing,
  durationMs,
  groupTitle,
  parseTokenCategory,
  shownTokenCategory,
  tokenAnchor,
  tokenCategoriesByAnchor,
  tokenCategoryOf,
  tokenGroups,
  tokenSearchItems,
  type TokenRow,
} from './tokenDocs';

const row = (over: Partial<TokenRow>): TokenRow => ({
  name: 'x',
  cssVar: '--x',
  value: '',
  type: 'color',
  category: 'color',
  group: 'color',
  description: '',
  ...over,
});

describe('the category a URL shows', () => {
  const anchors = tokenCategoriesByAnchor(tokenSearchItems(DEFAULT_TOKEN_DOCS.tokens));
  const spring = `#${tokenAnchor('motion.easing.spring')}`;

  it('is the default (colors) on a plain address', () => {
    expect(shownTokenCategory(null, '', anchors)).toEqual({ category: 'colors', token: false, dropQuery: false });
  });

  it('is the one ?category= names', () => {
    for (const { id } of TOKEN_CATEGORIES) expect(shownTokenCategory(id, '', anchors)).toEqual({ category: id, token: false, dropQuery: false });
  });

  it('is the default for an unknown ?category=, which the URL drops', () => {
    expect(shownTokenCategory('bogus', '', anchors)).toEqual({ category: 'colors', token: false, dropQuery: true });
    expect(shownTokenCategory('', '', anchors)).toEqual({ category: 'colors', token: false, dropQuery: true });
  });

  it("is a token's own when the hash names one, with or without a query, and whatever the query says", () => {
    expect(shownTokenCategory(null, spring, anchors)).toEqual({ category: 'motion', token: true, dropQuery: false });
    expect(shownTokenCategory('motion', spring, anchors)).toEqual({ category: 'motion', token: true, dropQuery: false });
    expect(shownTokenCategory('colors', spring, anchors)).toEqual({ category: 'motion', token: true, dropQuery: false });
    // Rewriting the URL would drop the hash the app is landing on.
    expect(shownTokenCategory('bogus', spring, anchors)).toEqual({ category: 'motion', token: true, dropQuery: false });
  });

  it('follows the query when the hash names no token', () => {
    expect(shownTokenCategory('spacing', '#token-nothing-here', anchors)).toEqual({ category: 'spacing', token: false, dropQuery: false });
    expect(shownTokenCategory('spacing', '#easings', anchors)).toEqual({ category: 'spacing', token: false, dropQuery: false });
    expect(shownTokenCategory(null, '#', anchors)).toEqual({ category: 'colors', token: false, dropQuery: false });
  });

  it('knows the category of every token the page documents, status colors apart from the other colors', () => {
    const items = tokenSearchItems(DEFAULT_TOKEN_DOCS.tokens);
    for (const item of items) expect(shownTokenCategory(null, `#${tokenAnchor(item.name)}`, anchors).category).toBe(item.category);
    expect(shownTokenCategory(null, `#${tokenAnchor('color.status.info')}`, anchors).category).toBe('status');
    expect(shownTokenCategory(null, `#${tokenAnchor('color.brand.primary')}`, anchors).category).toBe('colors');
    expect(shownTokenCategory(null, `#${tokenAnchor('spacing.4')}`, anchors).category).toBe('spacing');
    expect(shownTokenCategory(null, `#${tokenAnchor('font.size.lg')}`, anchors).category).toBe('typography');
  });
});

describe('category query', () => {
  it('accepts the five category ids', () => {
    expect(TOKEN_CATEGORIES.map((c) => parseTokenCategory(c.id))).toEqual(['colors', 'typography', 'spacing', 'motion', 'status']);
  });

  it('ignores anything else, including a missing or differently cased value', () => {
    expect(parseTokenCategory(null)).toBeUndefined();
    expect(parseTokenCategory('')).toBeUndefined();
    expect(parseTokenCategory('Motion')).toBeUndefined();
    expect(parseTokenCategory('buttons')).toBeUndefined();
  });
});

describe('token categories', () => {
  it('puts status colors under status and other colors under colors', () => {
    expect(tokenCategoryOf(row({ group: 'color.status' }))).toBe('status');
    expect(tokenCategoryOf(row({ group: 'color.primary' }))).toBe('colors');
  });

  it('maps font, spacing and motion tokens and leaves undocumented ones out', () => {
    expect(tokenCategoryOf(row({ category: 'font', group: 'font.size' }))).toBe('typography');
    expect(tokenCategoryOf(row({ category: 'spacing', group: 'spacing' }))).toBe('spacing');
    expect(tokenCategoryOf(row({ category: 'motion', group: 'motion.easing' }))).toBe('motion');
    expect(tokenCategoryOf(row({ category: 'z-index', group: 'z-index' }))).toBeUndefined();
  });

  it('gets only rows it shows: the docs JSON is in the first load, so the build leaves the rest out', () => {
    expect(DEFAULT_TOKEN_DOCS.tokens.filter((r) => tokenCategoryOf(r) === undefined).map((r) => r.name)).toEqual([]);
  });

  it('finds every spec spacing step and duration in the generated docs', () => {
    const rows = DEFAULT_TOKEN_DOCS.tokens;
    const spacing = tokenGroups(rows, 'spacing').flatMap((g) => g.rows.map((r) => r.value));
    expect(spacing).toEqual(expect.arrayContaining(['0px', '4px', '8px', '12px', '16px', '24px', '32px', '40px', '48px', '64px', '80px', '96px']));
    const durations = tokenGroups(rows, 'motion').find((g) => g.group === 'motion.duration')!.rows.map((r) => durationMs(r.value));
    expect(durations).toEqual([0, 150, 300, 500, 700, 1000]);
  });

  it('loads the light docs on demand: the dark rows with other colours', async () => {
    const light = await lightTokenDocs.load();
    expect(light.theme).toBe('light');
    expect(lightTokenDocs.current()).toBe(light);
    expect(light.tokens.map((r) => r.name)).toEqual(DEFAULT_TOKEN_DOCS.tokens.map((r) => r.name));
    const changed = light.tokens.filter((r, i) => JSON.stringify(r.value) !== JSON.stringify(DEFAULT_TOKEN_DOCS.tokens[i]!.value));
    expect(changed.map((r) => r.name)).toContain('color.bg');
    expect(changed.every((r) => r.category === 'color')).toBe(true);
  });

  it('groups rows in the order of the JSON', () => {
    const groups = tokenGroups(DEFAULT_TOKEN_DOCS.tokens, 'colors').map((g) => g.group);
    expect(groups[0]).toBe('color.brand');
    expect(groups).not.toContain('color.status');
  });

  it('titles groups from their last segment', () => {
    expect(groupTitle('color.primary')).toBe('Primary');
    expect(groupTitle('font.line-height')).toBe('Line Height');
    expect(groupTitle('color')).toBe('Semantic');
  });
});

describe('durations', () => {
  it('reads milliseconds, seconds and numbers', () => {
    expect(durationMs('150ms')).toBe(150);
    expect(durationMs('0.5s')).toBe(500);
    expect(durationMs(300)).toBe(300);
    expect(durationMs('fast')).toBeUndefined();
  });
});

describe('bezier drawing', () => {
  const box = { width: 100, height: 100, padding: 10 };

  it('draws the curve from bottom-left to top-right through the control points', () => {
    const drawing = bezierDrawing([0.4, 0, 0.2, 1], box);
    expect(drawing.curve).toBe('M 10 110 C 50 110, 30 10, 110 10');
    expect(drawing.handles).toEqual(['M 10 110 L 50 110', 'M 110 10 L 30 10']);
    expect(drawing.viewBox).toBe('0 0 120 120');
  });

  it('keeps an overshooting control point inside the box', () => {
    const drawing = bezierDrawing([0.34, 1.56, 0.64, 1], box);
    const numbers = drawing.curve.match(/-?[\d.]+/g)!.map(Number);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    expect(Math.min(...ys)).toBe(10);
    expect(Math.max(...ys)).toBe(110);
  });
});

describe('token search', () => {
  const items = tokenSearchItems(DEFAULT_TOKEN_DOCS.tokens);

  it('finds tokens by name, ignoring case', () => {
    expect(searchBoxResults(items, TOKEN_SEARCH_KEYS, 'SPRING').map((i) => i.name)).toContain('motion.easing.spring');
  });

  it('finds tokens by description and CSS variable', () => {
    expect(searchBoxResults(items, TOKEN_SEARCH_KEYS, 'page background').map((i) => i.name)).toContain('color.bg');
    expect(searchBoxResults(items, TOKEN_SEARCH_KEYS, '--spacing-4').map((i) => i.name)).toContain('spacing.4');
  });

  it('names the category each result lives in', () => {
    const [result] = searchBoxResults(items, TOKEN_SEARCH_KEYS, 'status.success');
    expect(result?.category).toBe('status');
  });
});
