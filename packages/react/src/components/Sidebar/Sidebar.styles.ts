import { styled, css } from 'styled-components';
import { media, theme } from '../../theme/theme';

/** Layout sizes of the sidebar (no design token names them). */
export const SIDEBAR_WIDTH = '264px';
export const SIDEBAR_RAIL_WIDTH = '56px';

const ease = css`${theme.motion.duration.normal} ${theme.motion.easing.standard}`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing['6']};
  align-items: start;
  ${media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.spacing['8']};
  }
`;

export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  /* Clip sideways only, so popups inside (search results) may hang below the sidebar. */
  overflow-x: clip;
  overflow-y: visible;
  ${media.tablet} {
    position: sticky;
    top: calc(${theme.size.header} + ${theme.spacing['4']});
    z-index: 1;
    width: ${SIDEBAR_WIDTH};
    transition: width ${ease};
    &[data-state='collapsed'] { width: ${SIDEBAR_RAIL_WIDTH}; }
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  width: 100%;
  min-height: 48px;
  padding: 0 ${theme.spacing['4']};
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.semibold};
  text-align: left;
  cursor: pointer;
  &:hover { color: ${theme.color.accent}; }
  &:focus-visible { outline-offset: -2px; }
  ${media.tablet} {
    padding: 0 ${theme.spacing['4']} 0 ${theme.spacing['4']};
    &[data-state='collapsed'] { padding: 0; justify-content: center; }
  }
`;

export const ToggleTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.tablet} {
    transition: opacity ${ease};
    [data-state='collapsed'] > & { flex: 0; width: 0; opacity: 0; }
  }
`;

export const RailIcon = styled.span`
  display: none;
  color: ${theme.color['text-muted']};
  ${media.tablet} { display: inline-flex; }
`;

export const DisclosureIcon = styled.span`
  display: inline-flex;
  color: ${theme.color['text-muted']};
  transition: transform ${ease};
  &[data-state='expanded'] { transform: rotate(180deg); }
  ${media.tablet} { display: none; }
`;

export const Panel = styled.div`
  display: grid;
  grid-template-rows: 1fr;
  min-height: 0;
  opacity: 1;
  transition: grid-template-rows ${ease}, opacity ${ease}, visibility 0s;
  &[data-state='collapsed'] {
    grid-template-rows: 0fr;
    opacity: 0;
    visibility: hidden;
    transition: grid-template-rows ${ease}, opacity ${ease}, visibility 0s linear ${theme.motion.duration.normal};
  }
  ${media.mobile} {
    &[data-state='auto'] { grid-template-rows: 0fr; opacity: 0; visibility: hidden; }
  }
`;

export const PanelInner = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  min-height: 0;
  overflow: hidden;
  padding: 0 ${theme.spacing['3']};
  > :last-child { margin-bottom: ${theme.spacing['4']}; }
  [data-state='expanded'] > & { overflow: visible; }
  ${media.tablet} {
    [data-state='auto'] > & { overflow: visible; }
    /* Keeps its width while the rail narrows, so the content clips instead of reflowing. */
    width: calc(${SIDEBAR_WIDTH} - 2px);
  }
`;

export const Section = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
`;

export const SectionTitle = styled.p`
  padding: 0 ${theme.spacing['2']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  width: 100%;
  min-height: 40px;
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:hover:not(:disabled) { background: ${theme.color['surface-raised']}; }
  &:disabled { cursor: not-allowed; color: ${theme.color['text-muted']}; }
  &:focus-visible { outline-offset: -2px; }
  ${({ $active }) =>
    $active &&
    css`
      background: ${theme.color['surface-raised']};
      color: ${theme.color.accent};
      font-weight: ${theme.font.weight.semibold};
      box-shadow: inset 3px 0 0 ${theme.color.accent};
    `}
`;

export const ItemButton = styled.button<{ $active: boolean }>`${itemStyles}`;
export const ItemLink = styled.a<{ $active: boolean }>`${itemStyles}`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.color['text-muted']};
`;

export const ItemLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

export const ItemBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.spacing['1']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;
