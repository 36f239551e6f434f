import { Children, Suspense, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageHeader } from '../../../components/PageHeader';
import { theme } from '@motion-kit/react';

export interface ExamplePageProps {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  /** What the page's subjects add to an app (`import cost from 'virtual:kit-cost/<slug>'`). */
  cost?: string;
  /** The API reference of the page's subjects, after its sections (`<api.Reference />` of deferredApiReference). */
  api?: ReactNode;
}

/**
 * The frame of every example page: its one h1 and lead, then its sections. The layout adds the breadcrumb.
 *
 * Every section after the first is a Suspense boundary of its own. On a prerendered page React hydrates
 * such a boundary after the commit around it, so the page (header, lead, first section) is marked
 * hydrated and answers input sooner (docs/interactivity.md); the sections below follow, and one that is
 * clicked first is hydrated at once (React's selective hydration). Nothing suspends in them: after
 * hydration, and on client navigation, they render as if the boundary were not there. A page-wide
 * keyboard shortcut belongs in the first section, which is hydrated with the page.
 */
export function ExamplePage({ title, description, children, cost, api }: ExamplePageProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {cost && <Cost>{cost}</Cost>}
      <Sections>
        {Children.map(children, (section, index) => (index === 0 ? section : <Suspense fallback={null}>{section}</Suspense>))}
        {api}
      </Sections>
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
