import { css, styled } from 'styled-components';
import { theme } from '../../theme/theme';

// The sections Modal and Drawer draw alike; each keeps its own Header, Title and Body spacing.

export const Heading = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
  min-width: 0;
`;

export const Description = styled.p`
  margin: 0;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.spacing['3']};
  padding: ${({ theme }) => `${theme.spacing['4']} ${theme.spacing['6']}`};
  border-top: 1px solid ${theme.color.border};
`;

/**
 * Undoes the browser's own look of a modal `<dialog>` (its centred fit-content box, padding, border,
 * colours, scrolling and tinted ::backdrop), so a panel drawn as one styles itself from the tokens.
 * Put it first in the panel's styles.
 */
export const modalDialogReset = css`
  inset: auto;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: visible;
  background: none;
  color: inherit;
  &::backdrop {
    background: transparent;
  }
`;
