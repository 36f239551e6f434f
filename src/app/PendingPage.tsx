import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { pageMetaFor } from './pageMeta';

/** An honest panel for a page whose content is still being written, inside the finished frame. */
export function PendingPage() {
  const meta = pageMetaFor(useLocation().pathname);
  return (
    <>
      <PageHeader title={meta.title} description={meta.description} />
      <Panel role="note">This page is being written. Its live examples land in the next release of the site.</Panel>
    </>
  );
}

const Panel = styled.p`
  padding: ${({ theme }) => theme.spacing['6']};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color['text-muted']};
`;
