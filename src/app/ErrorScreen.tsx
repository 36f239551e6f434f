import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { styled } from 'styled-components';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button, ButtonLink, LinkProvider, theme } from '@motion-kit/react';
import { forgetFailedLoads } from '../lib/preloadable';
import { usePageReady } from './pageReady';

/**
 * Catches a render error or a failed page-chunk load below it. The next navigation clears it, and chunks
 * that failed (offline, a deploy in between) are fetched again when asked for.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ErrorScreen} resetKeys={[pathname]} onReset={forgetFailedLoads}>
      {children}
    </ErrorBoundary>
  );
}

/** The error screen: a render error or a failed chunk load, never a blank page. */
export function ErrorScreen({ error }: Pick<FallbackProps, 'error'>) {
  usePageReady();
  const detail = error instanceof Error ? error.message : 'Something went wrong while showing this page.';
  return (
    <Wrap role="alert">
      <Icon aria-hidden="true">
        <AlertTriangle size={28} />
      </Icon>
      <h1>Unexpected Application Error!</h1>
      <Detail>{detail}</Detail>
      <Actions>
        <Button variant="primary" onClick={() => window.location.reload()}>
          <RotateCw size={16} aria-hidden="true" />
          Reload page
        </Button>
        {/* A plain anchor: the whole document loads again, whatever broke in this one. */}
        <LinkProvider component="a">
          <ButtonLink href="/" variant="outline">
            Go to Home
          </ButtonLink>
        </LinkProvider>
      </Actions>
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.spacing['4']};
  max-width: 640px;
  margin: ${theme.spacing['12']} auto;
  padding: ${theme.spacing['8']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  h1 { font-size: ${theme.font.size['2xl']}; }
`;

const Icon = styled.span`
  color: ${theme.color.status.error};
`;

const Detail = styled.p`
  color: ${theme.color['text-muted']};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing['3']};
`;
