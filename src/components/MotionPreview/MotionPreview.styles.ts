import { styled } from 'styled-components';
import { media, theme } from '@motion-kit/react';
import { shownOnceParsed } from '../../lib/shownOnceParsed';

export const Lab = styled.div<{ $framed: boolean }>`
  display: grid;
  min-width: 0;
  ${({ $framed }) =>
    $framed &&
    `
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    overflow: hidden;
  `}
`;

/**
 * Holds the control strip's place while its code is on its way (a preview first shown by a client-side
 * navigation): the strip's height, its border and background, and nothing to press.
 */
export const ControlsPlaceholder = styled.div`
  box-sizing: content-box;
  height: 32px;
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

export const Body = styled.div<{ $withSpec: boolean }>`
  display: grid;
  min-width: 0;
  /* The preview's content is centred (a CodeBlock's preview area) beside a spec panel that sets the
     row's height: shown once all of it has been parsed (its last child is PARSED_END). */
  ${shownOnceParsed}
  ${media.tablet} {
    grid-template-columns: ${({ $withSpec }) => ($withSpec ? 'minmax(0, 1fr) minmax(220px, 300px)' : 'minmax(0, 1fr)')};
  }
`;

export const Stage = styled.div<{ $padded: boolean }>`
  display: grid;
  min-width: 0;
  padding: ${({ $padded }) => ($padded ? theme.spacing['4'] : '0')};
  & > * {
    min-width: 0;
  }
`;

