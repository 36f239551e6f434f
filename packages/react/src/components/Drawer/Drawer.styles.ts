import { styled, css } from 'styled-components';
import { m } from 'framer-motion';
import { theme } from '../../theme/theme';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { modalDialogReset } from '../Dialog';
export { Description, Footer, Heading } from '../Dialog';

/** The edge a drawer slides in from. */
export type DrawerDirection = 'left' | 'right' | 'top' | 'bottom';
/** A drawer's size across its edge. */
export type DrawerSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

const edges = {
  left: css`top: 0; bottom: 0; left: 0; border-right-width: 1px;`,
  right: css`top: 0; bottom: 0; right: 0; border-left-width: 1px;`,
  top: css`top: 0; left: 0; right: 0; border-bottom-width: 1px;`,
  bottom: css`bottom: 0; left: 0; right: 0; border-top-width: 1px;`,
};

/**
 * Width for side drawers, height for top and bottom ones. Short of `full`, a drawer leaves a strip of
 * backdrop on a small screen (as Material's navigation drawer does), so a tap beside it can close it.
 * The panel is the modal `<dialog>`.
 */
export const Panel = styled.dialog<{ $direction: DrawerDirection; $size: DrawerSize }>`
  ${modalDialogReset}
  position: fixed;
  z-index: ${theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  border: 0 solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};
  ${({ $direction }) => edges[$direction]}
  ${({ $direction, $size, theme }) => {
    const backdropStrip = $size === 'full' ? '0px' : theme.spacing['12'];
    return $direction === 'left' || $direction === 'right'
      ? css`
          width: ${theme.size.drawer[$size]};
          max-width: calc(100vw - ${backdropStrip});
        `
      : css`
          height: ${theme.size.drawer[$size]};
          max-height: calc(100dvh - ${backdropStrip});
          max-width: 100vw;
        `;
  }}
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: -2px;
  }
`;

/** The panel animated by framer-motion: enter, exit and drag-to-close. */
export const MotionPanel = m.create(Panel);

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing['4']};
  padding: ${({ theme }) => `${theme.spacing['4']} ${theme.spacing['6']}`};
  border-bottom: 1px solid ${theme.color.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.spacing['6']};
`;

export const VisuallyHidden = styled.h2`
  ${visuallyHidden}
`;
