import { styled } from 'styled-components';
import { media, theme } from '@motion-kit/react';

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
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${theme.spacing['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Swatch = styled.li`
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
  height: 48px;
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
    grid-template-columns: minmax(180px, 14rem) minmax(0, 1fr);
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
  height: 16px;
  max-width: 100%;
  border-radius: ${theme.radius.sm};
  background: linear-gradient(90deg, ${theme.color['accent-bg']}, ${theme.color.primary['400']});
`;

export const EasingGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${theme.spacing['4']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EasingCard = styled.li`
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

/** A spring's settling time: the target of its duration token's links. */
export const SettlingTime = styled.span`
  scroll-margin-top: calc(${theme.size.header} + ${theme.spacing['4']});
`;

export const Curve = styled.svg`
  width: 100%;
  max-width: 200px;
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
    flex: 0 0 7.5rem;
    color: ${theme.color['text-muted']};
  }
  & > :last-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** The previous and next categories: stacked on phones, side by side from tablet width. */
export const Pager = styled.nav`
  display: grid;
  gap: ${theme.spacing['3']};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  padding-top: ${theme.spacing['6']};
  border-top: 1px solid ${theme.color.border};
`;

export const PagerLink = styled.a`
  display: grid;
  gap: ${theme.spacing['1']};
  padding: ${theme.spacing['3']} ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  & > small { color: ${theme.color['text-muted']}; font-size: ${theme.font.size.sm}; }
  & > span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing['2']};
    color: ${theme.color.accent};
    font-weight: ${theme.font.weight.semibold};
  }
  &[rel='next'] {
    ${media.tablet} { grid-column: 2; }
    justify-items: end;
    text-align: end;
    & > span { justify-content: flex-end; }
  }
  &:hover { border-color: ${theme.color.accent}; }
`;
