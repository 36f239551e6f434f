import { styled, css } from 'styled-components';
import { m } from 'framer-motion';
import { media, theme } from '../../theme/theme';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { modalDialogReset } from '../Dialog/Dialog.styles';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.color.overlay};
`;

export const MotionOverlay = m.create(Overlay);

/** Site search on a phone: the whole screen, so results stay above the on-screen keyboard as the list scrolls. */
const fullScreenPanel = css`
  ${media.mobile} {
    inset: 0;
    max-width: none;
    height: 100%;
    max-height: none;
    border: 0;
    border-radius: 0;
  }
`;

/**
 * The palette's modal `<dialog>`, near the top of the screen and centred across it (left and right
 * insets with a capped width and auto margins), so framer-motion owns `transform`. Its layout is
 * contained: the results a keystroke changes are laid out and painted in here alone, never with the page.
 */
export const Panel = styled.dialog<{ $fullScreen?: boolean }>`
  ${modalDialogReset}
  position: fixed;
  inset: 12vh ${theme.spacing['4']} auto;
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  max-width: 640px;
  max-height: min(560px, 76vh);
  overflow: hidden;
  contain: layout paint style;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
  &:focus { outline: none; }
  ${media.mobile} {
    inset: ${theme.spacing['8']} ${theme.spacing['3']} auto;
  }
  ${({ $fullScreen }) => $fullScreen && fullScreenPanel}
`;

export const MotionPanel = m.create(Panel);

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['3']};
  padding: 0 ${theme.spacing['4']};
  border-bottom: 1px solid ${theme.color.border};
  color: ${theme.color['text-muted']};
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 52px;
  padding: 0;
  background: transparent;
  color: ${theme.color.text};
  border: 0;
  font: inherit;
  font-size: ${theme.font.size.base};
  &::placeholder { color: ${theme.color['text-muted']}; opacity: 1; }
  &:focus { outline: none; }
`;

export const InputFocusRing = styled.div`
  &:focus-within { box-shadow: inset 0 -2px 0 ${theme.color['focus-ring']}; }
`;

/**
 * Class names of the parts of the list: groups, headings and result rows are plain elements styled from
 * `List` below, not a styled component each. A keystroke re-renders up to a whole list of rows, and every
 * styled component a row is made of is one more component to render (a forwardRef, its hooks, its props
 * filtered) in that keystroke's frame.
 */
export const part = {
  group: 'palette-group',
  heading: 'palette-heading',
  option: 'palette-option',
  icon: 'palette-option-icon',
  text: 'palette-option-text',
  title: 'palette-option-title',
  description: 'palette-option-description',
  badge: 'palette-badge',
  keys: 'palette-keys',
  kbd: 'palette-kbd',
  copy: 'palette-copy',
  hidden: 'palette-hidden',
} as const;

const kbd = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 ${theme.spacing['1']};
  box-sizing: border-box;
  background: ${theme.color.bg};
  color: ${theme.color['text-muted']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.xs};
`;

export const List = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.spacing['2']};

  .${part.group} + .${part.group} { margin-top: ${theme.spacing['2']}; }

  .${part.heading} {
    padding: ${theme.spacing['2']} ${theme.spacing['3']} ${theme.spacing['1']};
    color: ${theme.color['text-muted']};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  .${part.option} {
    display: flex;
    align-items: center;
    gap: ${theme.spacing['3']};
    /* WCAG 2.2 target size, comfortably: every result is a 44px tap target. */
    min-height: 44px;
    box-sizing: border-box;
    text-decoration: none;
    padding: ${theme.spacing['2']} ${theme.spacing['3']};
    border-radius: ${theme.radius.md};
    cursor: pointer;
    color: ${theme.color.text};
    transition: background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
    &[aria-selected='true'] {
      background: ${theme.color['surface-raised']};
      box-shadow: inset 3px 0 0 ${theme.color.accent};
    }
  }

  .${part.icon} {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg};
    color: ${theme.color.accent};
  }

  /* Block, not grid: the same two stacked lines, without sizing a grid track from its texts on every
     keystroke that changes them. */
  .${part.text} {
    flex: 1;
    min-width: 0;
  }

  .${part.title} {
    display: block;
    font-weight: ${theme.font.weight.medium};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .${part.description} {
    display: block;
    color: ${theme.color['text-muted']};
    font-size: ${theme.font.size.sm};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .${part.badge} {
    margin-left: ${theme.spacing['2']};
    padding: 0 ${theme.spacing['2']};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.full};
    color: ${theme.color['text-muted']};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.medium};
    vertical-align: middle;
  }

  .${part.keys} {
    display: inline-flex;
    flex: none;
    gap: ${theme.spacing['1']};
    ${media.mobile} { display: none; }
  }

  .${part.kbd} { ${kbd} }

  /* The pointer's copy button of an option (keyboards use Ctrl/Cmd+C; see PaletteDialog). */
  .${part.copy} {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${theme.spacing['3']};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.medium};
    cursor: copy;
    ${media.hover} { &:hover { border-color: ${theme.color.accent}; } }
    &[data-copied] { border-color: ${theme.color.accent}; }
  }

  .${part.hidden} { ${visuallyHidden} }
`;

export const CloseButton = styled.button`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-right: -${theme.spacing['2']};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${theme.color['focus-ring']}; }
  ${media.mobile} { display: inline-flex; }
`;

export const Kbd = styled.kbd`
  ${kbd}
`;

export const Empty = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
  padding: ${theme.spacing['8']} ${theme.spacing['4']};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const EmptyTitle = styled.p`
  margin: 0;
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
`;

export const EmptyHint = styled.p`
  margin: 0;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['4']};
  padding: ${theme.spacing['2']} ${theme.spacing['4']};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
  ${media.mobile} { display: none; }
`;

export const FooterHint = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['1']};
`;
