import { styled } from 'styled-components';
import { Input } from '@motion-kit/react';

export function LabelPositions() {
  return (
    <Grid>
      <Input label="Floating label" labelPosition="floating" hint="The label rises when you type." />
      <Input label="Fixed label" labelPosition="fixed" placeholder="Always above the field" hint="The label stays put." />
    </Grid>
  );
}

const Grid = styled.div`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing['4']};
`;
