import { useState } from 'react';
import { styled } from 'styled-components';
import { Play, Square } from 'lucide-react';
import { Button, Spinner, type SpinnerSize } from '@motion-kit/react';

const SIZES: SpinnerSize[] = ['sm', 'md', 'lg'];

export function SpinnerSizes() {
  const [running, setRunning] = useState(true);
  return (
    <Stack>
      <Row>
        {SIZES.map((size) => (
          <Sample key={size}>
            <Stage>{running ? <Spinner size={size} label={`Loading (${size})`} /> : <Idle>Idle</Idle>}</Stage>
            <Caption>{size}</Caption>
          </Sample>
        ))}
      </Row>
      <Button variant={running ? 'outline' : 'primary'} size="sm" onClick={() => setRunning((on) => !on)}>
        {running ? <Square size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
        {running ? 'Stop' : 'Start'}
      </Button>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing['6']};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing['8']};
`;

const Sample = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing['2']};
`;

const Stage = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  color: ${({ theme }) => theme.color.accent};
`;

const Idle = styled.span`
  color: ${({ theme }) => theme.color['text-muted']};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.color['text-muted']};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
