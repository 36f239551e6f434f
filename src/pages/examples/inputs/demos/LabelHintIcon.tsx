import { styled } from 'styled-components';
import { AtSign, UserRound } from 'lucide-react';
import { Input } from '@motion-kit/react';

export function LabelHintIcon() {
  return (
    <Grid>
      <Input label="Display name" hint="Shown on your public profile." icon={<UserRound size={16} />} placeholder="Ada Lovelace" />
      <Input label="Username" hint="Letters, numbers and dashes." icon={<AtSign size={16} />} placeholder="ada" />
    </Grid>
  );
}

const Grid = styled.div`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing['4']};
`;
