import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedTokenDocs, tokenRow } from './tokenRows';
import { DEFAULT_TOKEN_DOCS, lightTokenDocs } from './themeTokenDocs';

const generated = (theme: string) => JSON.parse(readFileSync(new URL(`../../../build/json/tokens-${theme}.json`, import.meta.url), 'utf8'));
/** The fields of a generated row the page shows (the file also says whether it is themed, what it references). */
const shown = ({ name, cssVar, value, hex, type, category, group, description }: Record<string, unknown>) =>
  JSON.parse(JSON.stringify({ name, cssVar, value, hex, type, category, group, description }));

describe("the design-tokens page's copy of the token docs", () => {
  it('gives back every generated row the page shows, in both themes', async () => {
    expect(DEFAULT_TOKEN_DOCS.tokens).toEqual(generated('dark').tokens.map(shown));
    expect((await lightTokenDocs.load()).tokens).toEqual(generated('light').tokens.map(shown));
  });

  it('ships only the name, value, type and description of each row', () => {
    const docs = shippedTokenDocs(generated('dark'), 'tokens-dark.json');
    expect(docs.theme).toBe('dark');
    expect(new Set(docs.tokens.flatMap((row) => Object.keys(row)))).toEqual(new Set(['name', 'value', 'type', 'description']));
  });

  it('derives the CSS variable, hex, category and group', () => {
    expect(tokenRow({ name: 'color.primary.500', value: '#6366F1', type: 'color', description: '' })).toEqual({
      name: 'color.primary.500',
      cssVar: '--color-primary-500',
      value: '#6366F1',
      hex: '#6366f1',
      type: 'color',
      category: 'color',
      group: 'color.primary',
      description: '',
    });
    expect(tokenRow({ name: 'spacing.4', value: '16px', type: 'dimension', description: '' })).not.toHaveProperty('hex');
  });

  it('fails, naming the file and the token, when a generated field differs from the derived one', () => {
    const docs = { theme: 'dark', tokens: [{ name: 'font.lineHeight.tight', cssVar: '--font-line-height-tight', value: 1.2, type: 'number', category: 'font', group: 'font.lineHeight', description: '' }] };
    expect(() => shippedTokenDocs(docs, 'tokens-dark.json')).toThrow(/tokens-dark\.json: token font\.lineHeight\.tight: .*cssVar "--font-lineHeight-tight" but the build wrote "--font-line-height-tight"/);
  });
});
