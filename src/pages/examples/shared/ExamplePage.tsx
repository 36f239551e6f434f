import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, theme } from '@motion-kit/react';
import { kitCostText } from '../../../lib/kitCost';

export interface ExamplePageProps {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** What the page's subjects add to an app (`import costs from 'virtual:kit-cost/<slug>'`). */
  costs?: readonly KitCost[];
}

/** The frame of every example page: its one h1 and lead, then its sections. The layout adds the breadcrumb. */
export function ExamplePage({ title, description, children, costs = [] }: ExamplePageProps) {
  const cost = kitCostText(costs);
  return (
    <>
      <PageHeader title={title} description={description} />
      {cost && <Cost>{cost}</Cost>}
      <Sections>{children}</Sections>
    </>
  );
}

const Cost = styled.p`
  margin: calc(-1 * ${theme.spacing['4']}) 0 ${theme.spacing['6']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

const Sections = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
  min-width: 0;
`;
