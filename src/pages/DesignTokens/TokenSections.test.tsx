// Every token a link can name (a site search result, an API reference link, the token search) has its row
// in the section of the category shownTokenCategory shows for it: a deep link never lands on nothing.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { TokenCategoryId } from '../../content/tokenCategories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MotionTokens } from './MotionTokens';
import { ColorTokens, SpacingTokens, TypographyTokens } from './TokenSections';
import { DEFAULT_TOKEN_DOCS } from './themeTokenDocs';
import { tokenAnchor, tokenGroups, tokenSearchItems, type TokenGroup } from './tokenDocs';

const SECTIONS: Record<TokenCategoryId, (groups: TokenGroup[]) => ReactElement> = {
  colors: (groups) => <ColorTokens groups={groups} background="#000000" />,
  typography: (groups) => <TypographyTokens groups={groups} />,
  spacing: (groups) => <SpacingTokens groups={groups} />,
  motion: (groups) => <MotionTokens groups={groups} />,
  status: (groups) => <ColorTokens groups={groups} background="#000000" />,
};

describe('the category sections', () => {
  const items = tokenSearchItems(DEFAULT_TOKEN_DOCS.tokens);

  for (const [category, section] of Object.entries(SECTIONS) as [TokenCategoryId, (typeof SECTIONS)[TokenCategoryId]][]) {
    it(`${category}: renders a row for each of its tokens, and none of another category`, () => {
      const { container, unmount } = renderWithProviders(section(tokenGroups(DEFAULT_TOKEN_DOCS.tokens, category)));
      const rendered = [...container.querySelectorAll('[id^="token-"]')].map((element) => element.id).sort();
      const expected = items.filter((item) => item.category === category).map((item) => tokenAnchor(item.name)).sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(rendered).toEqual(expected);
      unmount();
    });
  }
});
