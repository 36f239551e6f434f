import { styled } from 'styled-components';
import { Card } from '@motion-kit/react';

export function RatingCard() {
  return (
    <Frame>
      <Card title="Wireless Headphones" subtitle="$199" rating={5} badge="Best seller" badgeColor="success">
        Rated 5 out of 5 by listeners who care about quiet.
      </Card>
    </Frame>
  );
}

const Frame = styled.div`
  width: min(100%, 320px);
`;
