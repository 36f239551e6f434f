import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ColorTokens } from './TokenSections';
import { DEFAULT_TOKEN_DOCS } from './themeTokenDocs';
import { tokenGroups } from './tokenDocs';

const firstScreenGrids = () => [...document.querySelectorAll('ul[data-first-screen]')];

describe('ColorTokens: the cards laid out from the first paint', () => {
  it('are the first group of the colors that open the page, and only those', () => {
    const groups = tokenGroups(DEFAULT_TOKEN_DOCS.tokens, 'colors');
    const { unmount } = renderWithProviders(<ColorTokens groups={groups} background={undefined} firstScreen />);
    const grids = firstScreenGrids();
    expect(grids).toHaveLength(1);
    expect(grids[0]).toBe(document.querySelector('ul'));
    unmount();
  });

  it('are none in a color category further down (the status colors)', () => {
    renderWithProviders(<ColorTokens groups={tokenGroups(DEFAULT_TOKEN_DOCS.tokens, 'status')} background={undefined} />);
    expect(document.querySelectorAll('ul').length).toBeGreaterThan(0);
    expect(firstScreenGrids()).toEqual([]);
  });
});
