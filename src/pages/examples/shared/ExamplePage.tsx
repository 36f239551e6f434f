import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, theme } from '@motion-kit/react';

export interface ExamplePageProps {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/** The frame of every example page: its one h1 and lead, then its sections. The layout adds the breadcrumb. */
export function ExamplePage({ title, description, children }: ExamplePageProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Sections>{children}</Sections>
    </>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${theme.spacing.section};
  min-width: 0;
`;
