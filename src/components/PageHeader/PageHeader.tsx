import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '@motion-kit/react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

/** The h1 and lead paragraph that open every page. */
export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <Header>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      {description && <Lead>{description}</Lead>}
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: ${theme.spacing['3']};
  margin-bottom: ${theme.spacing.component};
`;

const Eyebrow = styled.p`
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-size: clamp(${theme.font.size['3xl']}, 4vw, ${theme.font.size['4xl']});
  font-weight: ${theme.font.weight.bold};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  max-width: 68ch;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['3']};
  margin-top: ${theme.spacing['2']};
`;
