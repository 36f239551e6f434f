import { styled, css, keyframes } from 'styled-components';
import { theme } from '../../theme/theme';

/** A tab list's look. */
export type TabsVariant = 'default' | 'pills' | 'underline' | 'bordered';

export const StyledRoot = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
  min-width: 0;
`;

const listVariants = {
  default: css`
    padding: ${theme.spacing['1']};
    border-radius: ${theme.radius.lg};
    background: ${theme.color['surface-raised']};
  `,
  pills: css`
    gap: ${theme.spacing['2']};
  `,
  underline: css`
    gap: ${theme.spacing['4']};
    border-bottom: 1px solid ${theme.color.border};
  `,
  bordered: css`
    border-bottom: 1px solid ${theme.color.border};
  `,
};

/*
 * A tab list wider than its box scrolls sideways; its edges fade where more tabs wait beyond them, so a
 * visitor on a phone sees there is more (the fade follows the scroll position through a scroll-driven
 * animation: no script, and nothing at all when the list fits, since its scroll timeline is then
 * inactive). The custom properties are registered in GlobalStyle so they interpolate.
 */
const EDGE_FADE = theme.spacing['8'];
const edgeFade = keyframes`
  from { --tabs-fade-start: 0px; --tabs-fade-end: ${EDGE_FADE}; }
  10% { --tabs-fade-start: ${EDGE_FADE}; }
  90% { --tabs-fade-end: ${EDGE_FADE}; }
  to { --tabs-fade-start: ${EDGE_FADE}; --tabs-fade-end: 0px; }
`;

export const StyledList = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  gap: ${theme.spacing['1']};
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: thin;
  /* A tab focused by the arrow keys scrolls clear of the fade. */
  scroll-padding-inline: ${EDGE_FADE};
  @supports (animation-timeline: scroll()) {
    /* A mask takes only alpha from its colours: black is opaque, not a colour of the design. */
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 var(--tabs-fade-start, 0px),
      #000 calc(100% - var(--tabs-fade-end, 0px)),
      transparent
    );
    animation: ${edgeFade} linear both;
    animation-timeline: scroll(self inline);
  }
  ${({ $variant }) => listVariants[$variant]}
`;

const triggerVariants = {
  default: css`
    border-radius: ${theme.radius.md};
    &[data-state='active'] {
      background: ${theme.color.surface};
      color: ${theme.color.text};
      box-shadow: ${theme.shadow.sm};
    }
  `,
  pills: css`
    border-radius: ${theme.radius.full};
    &[data-state='active'] {
      background: ${theme.color['accent-bg']};
      color: ${theme.color['on-accent']};
    }
  `,
  underline: css`
    padding-inline: ${theme.spacing['1']};
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    &[data-state='active'] {
      color: ${theme.color.accent};
      border-bottom-color: ${theme.color.accent};
    }
  `,
  bordered: css`
    border: 1px solid transparent;
    border-radius: ${({ theme }) => `${theme.radius.md} ${theme.radius.md} 0 0`};
    margin-bottom: -1px;
    &[data-state='active'] {
      border-color: ${theme.color.border};
      border-bottom-color: ${theme.color.bg};
      background: ${theme.color.bg};
      color: ${theme.color.text};
    }
  `,
};

export const StyledTrigger = styled.button<{ $variant: TabsVariant }>`
  flex-shrink: 0;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.spacing['2']} ${theme.spacing['4']}`};
  border: 0;
  background: transparent;
  color: ${theme.color['text-muted']};
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    background ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:hover:not(:disabled) {
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${({ $variant }) => triggerVariants[$variant]}
`;

export const StyledContent = styled.div`
  min-width: 0;
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
    border-radius: ${theme.radius.sm};
  }
`;
