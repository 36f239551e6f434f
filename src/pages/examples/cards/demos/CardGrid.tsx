import { styled } from 'styled-components';
import { Card } from '@motion-kit/react';

const PLANS = [
  { title: 'Free', price: '$0', text: 'Core components and tokens.', rating: 4 },
  { title: 'Pro', price: '$49', text: 'Motion system and templates.', rating: 5, highlight: true },
  { title: 'Team', price: '$199', text: 'Everything, for up to ten seats.', rating: 5 },
];

export function CardGrid() {
  return (
    <Grid>
      {PLANS.map((plan) => (
        <Card
          key={plan.title}
          title={plan.title}
          subtitle={plan.price}
          rating={plan.rating}
          variant={plan.highlight ? 'highlight' : 'default'}
          badge={plan.highlight ? 'Recommended' : undefined}
          showImagePlaceholder
        >
          {plan.text}
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing['4']};
  width: 100%;
`;
