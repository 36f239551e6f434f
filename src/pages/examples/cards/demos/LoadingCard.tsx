import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Card } from '@motion-kit/react';

export function LoadingCard() {
  const [loading, setLoading] = useState(true);
  return (
    <Stack>
      <Button variant="outline" size="sm" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Show Content' : 'Show Loading'}
      </Button>
      <Card loading={loading} showImagePlaceholder title="Loaded Article" subtitle="5 min read">
        The skeleton keeps the card's shape while its content loads, so nothing jumps.
      </Card>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing['4']};
  width: min(100%, 320px);
  & > article {
    width: 100%;
  }
`;
