import { useState } from 'react';
import { styled } from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Button, Card } from '@motion-kit/react';

/** The card keeps its footprint while loading, so nothing jumps when the content arrives. */
export function CardSkeleton() {
  const [loaded, setLoaded] = useState(false);
  return (
    <Stack>
      <Button variant={loaded ? 'outline' : 'primary'} size="sm" onClick={() => setLoaded((shown) => !shown)}>
        {loaded ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        {loaded ? 'Hide content' : 'Show content'}
      </Button>
      <CardSlot>
        <Card
          loading={!loaded}
          showImagePlaceholder
          title="Aurora Headphones"
          subtitle="Wireless, 40 h battery"
          badge="New"
          badgeColor="success"
          rating={4}
        >
          Spatial audio with adaptive noise cancelling and a case that charges in 15 minutes.
        </Card>
      </CardSlot>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  width: 100%;
  max-width: 360px;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const CardSlot = styled.div`
  width: 100%;
`;
