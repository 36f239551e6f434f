import { styled } from 'styled-components';
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
