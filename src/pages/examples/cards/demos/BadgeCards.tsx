import { styled } from 'styled-components';
import { Card } from '@motion-kit/react';

export function BadgeCards() {
  return (
    <Grid>
      <Card title="Starter" badge="New" badgeColor="primary">
        Everything to begin.
      </Card>
      <Card title="Team" badge="Popular" badgeColor="secondary">
        Shared tokens and themes.
      </Card>
      <Card title="Studio" badge="In stock" badgeColor="success">
        Templates included.
      </Card>
      <Card title="Legacy" badge="Ending soon" badgeColor="warning">
        Supported until next year.
      </Card>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing['4']};
  width: 100%;
`;
