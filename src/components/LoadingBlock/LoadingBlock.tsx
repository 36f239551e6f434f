// What a section shows while its code is on the way: text lines and a block, busy.
import { styled } from 'styled-components';
import { Skeleton, theme } from '@motion-kit/react';

/**
 * A plain container may not carry a name (aria-label on a generic element is prohibited): the busy
 * container says what it is waiting for in visually hidden text, `label`.
 */
export function LoadingBlock({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Root aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton lines={lines} />
      <Skeleton variant="block" height="200px" />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${theme.spacing['4']};
`;
