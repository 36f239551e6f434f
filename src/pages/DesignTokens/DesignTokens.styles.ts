import { styled, css } from 'styled-components';
import { media, theme } from '@motion-kit/react';
import { CARD, PLACEHOLDER_PROPERTY } from './cardPlaceholder';

/**
 * The page documents every token at once (over 2,000 elements); the browser lays out and paints only the
 * token cards and rows near the viewport. Until a card is rendered its height is the placeholder its list
 * sets (PLACEHOLDER_PROPERTY, worked out from the cards' own layout in cardPlaceholder.ts; the width is
 * its grid column's), and 'auto' keeps the real height once it has been rendered. A browser test
 * (tests/e2e/design-tokens.spec.ts) fails when a card outgrows its placeholder. Without this rendering,
 * hydration's layout of every card is a long task: Lighthouse's total blocking time on this page goes
 * past budget. Scrolls to a token or category land through scrollToElement, which corrects for
 * placeholders passed; a token named by the URL's hash (a search result) through the app's landing,
 * which aims again until the token stays put (docs/search.md).
 */
const renderNearViewport = css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto var(${PLACEHOLDER_PROPERTY});
`;

export const Content = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
  min-width: 0;
  /* The token a search result leads to (#token-... in the URL), outlined by the app's landing. */
  [data-search-target] {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 4px;
  }
`;

export const CategorySection = styled.section`
  display: grid;
  gap: ${theme.spacing['6']};
  min-width: 0;
`;

export const CategoryHeader = styled.header`
  display: grid;
  gap: ${theme.spacing['2']};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing['2']};
    font-size: ${theme.font.size['3xl']};
  }
  p { max-width: 68ch; color: ${theme.color['text-muted']}; }
`;

export const Group = styled.div`
  display: grid;
  gap: ${theme.spacing['3']};
  min-width: 0;
  h3 { font-size: ${theme.font.size.lg}; }
`;

export const GroupNote = styled.p`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const SwatchGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD.swatchColumnRem}rem), 1fr));
  gap: ${theme.spacing['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Cards on the first screen are laid out as they are from the first paint: the browser gives an
     element with content-visibility: auto its placeholder height in the frame where it first appears,
     and on a slow phone that frame is painted while the page is still being parsed, so these cards
     would shrink to their real height in the next one and move what is below them on screen. */
  &[data-first-screen] > li {
    content-visibility: visible;
  }
`;

export const Swatch = styled.li`
  ${renderNearViewport}
  display: grid;
  align-content: start;
  gap: ${theme.spacing['2']};
  min-width: 0;
  padding: ${theme.spacing['2']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  scroll-margin-top: calc(${theme.size.header} + ${theme.spacing['4']});
`;

export const SwatchColor = styled.div`
  height: ${CARD.swatchColor}px;
  border-radius: ${theme.radius.md};
  /* A hairline keeps swatches close to the background visible. */
  box-shadow: inset 0 0 0 1px color-mix(in srgb, ${theme.color.text} 15%, transparent);
`;

export const SwatchName = styled.p`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const SwatchMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['1']};
  min-width: 0;
`;

export const ContrastNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['1']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
  strong { color: ${theme.color.text}; font-weight: ${theme.font.weight.semibold}; }
`;

export const Level = styled.span<{ $pass: boolean }>`
  padding: 0 ${theme.spacing['1']};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.sm};
  color: ${({ theme, $pass }) => ($pass ? theme.color.status.success : theme.color.status.warning)};
  font-weight: ${theme.font.weight.semibold};
`;

export const RowList = styled.ul`
  display: grid;
  gap: ${theme.spacing['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  ${renderNearViewport}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing['2']};
  align-items: center;
  min-width: 0;
  padding: ${theme.spacing['3']} ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  scroll-margin-top: calc(${theme.size.header} + ${theme.spacing['4']});
  ${media.tablet} {
    grid-template-columns: minmax(${CARD.rowLabelColumn}px, 14rem) minmax(0, 1fr);
    gap: ${theme.spacing['4']};
  }
`;

export const RowLabel = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
  justify-items: start;
  min-width: 0;
  strong { font-size: ${theme.font.size.sm}; overflow-wrap: anywhere; }
  span { color: ${theme.color['text-muted']}; font-size: ${theme.font.size.xs}; }
`;

export const RowSample = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const SpacingBar = styled.div`
  height: ${CARD.spacingBar}px;
  max-width: 100%;
  border-radius: ${theme.radius.sm};
  background: linear-gradient(90deg, ${theme.color['accent-bg']}, ${theme.color.primary['400']});
`;

export const EasingGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD.easingColumn}px), 1fr));
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EasingCard = styled.li`
  ${renderNearViewport}
  display: grid;
  gap: ${theme.spacing['3']};
  align-content: start;
  min-width: 0;
  padding: ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  scroll-margin-top: calc(${theme.size.header} + ${theme.spacing['4']});
  p { color: ${theme.color['text-muted']}; font-size: ${theme.font.size.sm}; }
  code { font-size: ${theme.font.size.sm}; }
`;

export const Curve = styled.svg`
  width: 100%;
  max-width: ${CARD.curveMaxWidth}px;
  height: auto;
  justify-self: center;
  overflow: visible;
  .frame { fill: none; stroke: ${theme.color.border}; stroke-dasharray: 3 3; }
  .handle { fill: none; stroke: ${theme.color['text-muted']}; stroke-width: 1; }
  .curve { fill: none; stroke: ${theme.color.accent}; stroke-width: 3; stroke-linecap: round; }
  .point { fill: ${theme.color.accent}; }
`;

export const SearchResult = styled.span`
  display: grid;
  gap: 2px;
  small { color: ${theme.color['text-muted']}; font-size: ${theme.font.size.xs}; }
`;

export const SwatchDescription = styled.p`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;

export const LineHeightSample = styled.p`
  max-width: 36ch;
`;

/** A motion token's four copyable forms, each with what it is for. */
export const CopyForms = styled.ul`
  /* Across the whole row, under the label and the demo: the values need the width. */
  grid-column: 1 / -1;
  display: grid;
  gap: ${theme.spacing['1']};
  margin: ${theme.spacing['2']} 0 0;
  padding: 0;
  list-style: none;
`;

export const CopyForm = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['1']} ${theme.spacing['2']};
  min-width: 0;
  font-size: ${theme.font.size.xs};
  & > span {
    flex: 0 0 ${CARD.copyFormNameRem}rem;
    color: ${theme.color['text-muted']};
  }
  & > :last-child {
    flex: 1 1 ${CARD.copyFormValueRem}rem;
    min-width: 0;
  }
`;
