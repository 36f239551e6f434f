import { styled } from 'styled-components';
import { Button, Card } from '@motion-kit/react';

export function ActionCard() {
  return (
    <Frame>
      <Card
        title="Design Review"
        subtitle="Tomorrow · 10:00"
        actions={
          <>
            <Button variant="primary" size="sm">
              Accept
            </Button>
            <Button variant="ghost" size="sm">
              Decline
            </Button>
          </>
        }
      >
        Walk through the new motion tokens with the product team.
      </Card>
    </Frame>
  );
}

const Frame = styled.div`
  width: min(100%, 320px);
`;
