import { styled, css } from 'styled-components';
import { KitLink } from '../MotionKitProvider/linkContext';
import { media, phoneFieldText, theme } from '../../theme/theme';
import type { NavbarSize, NavbarVariant } from './Navbar';

const heights: Record<NavbarSize, string> = { sm: '52px', md: '64px', lg: '76px' };

export const Bar = styled.div<{ $variant: NavbarVariant; $size: NavbarSize; $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: ${theme.zIndex.sticky};
  border-bottom: 1px solid ${({ theme, $variant }) => ($variant === 'transparent' ? 'transparent' : theme.color.border)};
  ${({ $variant, theme }) =>
    $variant === 'filled'
      ? css`background: ${theme.color['surface-raised']};`
      : $variant === 'transparent'
        ? css`background: transparent;`
        : css`
            background: color-mix(in srgb, ${theme.color.bg} 82%, transparent);
            backdrop-filter: saturate(1.4) blur(12px);
          `}
  --navbar-height: ${({ $size }) => heights[$size]};
`;

export const Inner = styled.div<{ $collapsible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['4']};
  max-width: ${theme.size.content};
  height: var(--navbar-height);
  margin: 0 auto;
  padding: 0 ${theme.spacing['4']};
  ${media.tablet} { padding: 0 ${theme.spacing['6']}; }
  /* At tablet widths a full set of links does not fit beside the logo and actions, so they take a
     row of their own below them. */
  ${media.tabletOnly} {
    display: grid;
    grid-template: var(--navbar-height) auto / auto 1fr;
    row-gap: 0;
    height: auto;
  }
  /* A phone bar without the menu toggle wraps: the actions go beside or below the logo, the links last. */
  ${({ $collapsible }) =>
    !$collapsible &&
    css`
      ${media.mobile} {
        flex-wrap: wrap;
        height: auto;
        min-height: var(--navbar-height);
        padding-block: ${theme.spacing['2']};
      }
    `}
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
`;

export const DesktopNav = styled.nav<{ $collapsible: boolean }>`
  flex: 1;
  min-width: 0;
  ${media.tabletOnly} {
    grid-area: 2 / 1 / 3 / -1;
    /* The row is the header-stacked token's height less the bar's; the first link's text lines up with the logo. */
    padding-bottom: ${theme.spacing['3']};
    margin-inline-start: calc(-1 * ${theme.spacing['3']});
  }
  ${media.mobile} { ${({ $collapsible }) => ($collapsible ? 'display: none;' : 'order: 1; flex-basis: 100%;')} }
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  ${media.mobile} { flex-wrap: wrap; }
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  position: relative;
`;

export const NavLink = styled(KitLink)<{ $active: boolean; $size: NavbarSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border-radius: ${theme.radius.md};
  color: ${({ theme, $active }) => ($active ? theme.color.accent : theme.color['text-muted'])};
  /* A tint of the accent, not a surface: the header is white in the light theme, as surface-raised is. */
  background: ${({ theme, $active }) =>
    $active ? `color-mix(in srgb, ${theme.color.accent} 14%, transparent)` : 'transparent'};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.base : theme.font.size.sm)};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  transition: color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:hover { color: ${({ theme, $active }) => ($active ? theme.color.accent : theme.color.text)}; }
`;

export const DropdownRow = styled.div`
  display: flex;
  align-items: center;
`;

export const DisclosureButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color['text-muted']};
  cursor: pointer;
  svg { transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  &:hover { color: ${theme.color.text}; }
`;

export const Dropdown = styled.ul<{ $inline: boolean }>`
  margin: 0;
  padding: ${theme.spacing['2']};
  list-style: none;
  min-width: 200px;
  border-radius: ${theme.radius.lg};
  ${({ $inline, theme }) =>
    $inline
      ? css`padding-left: ${theme.spacing['4']};`
      : css`
          position: absolute;
          top: calc(100% + ${theme.spacing['2']});
          left: 0;
          z-index: ${theme.zIndex.dropdown};
          background: ${theme.color['surface-raised']};
          border: 1px solid ${theme.color.border};
          box-shadow: ${theme.shadow.lg};
        `}
  &[hidden] { display: none; }
`;

export const DropdownLink = styled(KitLink)`
  display: block;
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  text-decoration: none;
  &:hover { background: ${theme.color.surface}; }
`;

export const Tools = styled.div<{ $collapsible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  margin-left: auto;
  ${({ $collapsible }) => $collapsible && css`${media.mobile} { display: none; }`}
`;

export const MenuToggle = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  ${media.mobile} { display: inline-flex; }
`;

export const MobilePanel = styled.div`
  display: none;
  ${media.mobile} {
    display: grid;
    gap: ${theme.spacing['4']};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    max-height: calc(100dvh - var(--navbar-height));
    overflow-y: auto;
    padding: ${theme.spacing['4']};
    background: ${theme.color.bg};
    border-bottom: 1px solid ${theme.color.border};
    /* The page below is dimmed while the menu is open (a tap there closes it): a spread shadow as the
       scrim, clipped to below the panel's top so the bar above stays clear. */
    box-shadow: ${theme.shadow.lg}, 0 0 0 100vmax ${theme.color.overlay};
    clip-path: inset(0 0 -100vmax 0);
  }
  &[hidden] { display: none; }
`;

export const MobileList = styled.ul`
  display: grid;
  gap: ${theme.spacing['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  a { width: 100%; padding: ${theme.spacing['3']}; font-size: ${theme.font.size.base}; }
`;

export const MobileTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['3']};
  padding-top: ${theme.spacing['4']};
  border-top: 1px solid ${theme.color.border};
`;

export const SearchForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  min-width: 0;
  padding: 0 ${theme.spacing['3']};
  height: 36px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.full};
  background: ${theme.color.surface};
  color: ${theme.color['text-muted']};
  &:focus-within { border-color: ${theme.color.accent}; }
  input {
    width: 10rem;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${theme.color.text};
    font-size: ${theme.font.size.sm};
    ${phoneFieldText}
    outline: none;
  }
  input::placeholder { color: ${theme.color['text-muted']}; opacity: 1; }
  input::-webkit-search-cancel-button { display: none; }
`;
