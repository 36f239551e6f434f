import { styled } from 'styled-components';
import { BookOpen, Home, LayoutGrid } from 'lucide-react';
import { ButtonLink, theme } from '@motion-kit/react';

/**
 * An unknown path. The spec has no not-found route and names the router's default error screen for it,
 * headed 'Unexpected Application Error!' over '404 Not Found'; this page keeps those words (as the
 * chunk-failure screen does) and adds what a visitor needs: the status served as 404 and ways back.
 */
export function NotFoundPage() {
  return (
    <Wrap aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-title">Unexpected Application Error!</h1>
      <Status>404 Not Found</Status>
      <Lead>The page you asked for does not exist or has moved. These are good places to pick up from:</Lead>
      <Links>
        <ButtonLink href="/" variant="primary">
          <Home size={16} aria-hidden="true" />
          Home
        </ButtonLink>
        <ButtonLink href="/docs" variant="outline">
          <BookOpen size={16} aria-hidden="true" />
          Documentation
        </ButtonLink>
        <ButtonLink href="/docs/components" variant="outline">
          <LayoutGrid size={16} aria-hidden="true" />
          Components
        </ButtonLink>
      </Links>
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing['4']};
  padding: ${theme.spacing['12']} 0;
  text-align: center;
  h1 { font-size: ${theme.font.size['3xl']}; }
`;

const Code = styled.p`
  font-size: clamp(4rem, 18vw, 8rem);
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(135deg, ${theme.color.primary['400']}, ${theme.color.secondary['400']});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Status = styled.p`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  font-style: italic;
`;

const Lead = styled.p`
  max-width: 48ch;
  color: ${theme.color['text-muted']};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing['3']};
`;
