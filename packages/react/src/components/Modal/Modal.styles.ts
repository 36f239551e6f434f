import { styled } from 'styled-components';
import { m } from 'framer-motion';
import { theme } from '../../theme/theme';
import { modalDialogReset } from '../Dialog';
export { Description, Footer, Heading } from '../Dialog';

/** A modal's width. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

/**
 * The modal `<dialog>`, centred without transforms (inset 0 + auto margins), so framer-motion owns
 * `transform` for enter, exit and drag.
 */
export const Panel = styled.dialog<{ $size: ModalSize }>`
  ${modalDialogReset}
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  width: min(${({ theme, $size }) => theme.size.drawer[$size]}, calc(100vw - 2 * ${theme.spacing['4']}));
  height: fit-content;
  max-height: calc(100dvh - 2 * ${theme.spacing['4']});
  margin: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

/** The panel animated by framer-motion: enter, exit and drag-to-close. */
export const MotionPanel = m.create(Panel);

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.spacing['4']};
  padding: ${({ theme }) => `${theme.spacing['6']} ${theme.spacing['6']} ${theme.spacing['2']}`};
  cursor: grab;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font['line-height'].tight};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.spacing['2']} ${theme.spacing['6']} ${theme.spacing['6']}`};
`;

