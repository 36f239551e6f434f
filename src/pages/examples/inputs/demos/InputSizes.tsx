import { styled } from 'styled-components';
import { Input, type FieldSize } from '@motion-kit/react';

const SIZES: Array<{ size: FieldSize; label: string }> = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
];

export function InputSizes() {
  return (
    <Grid>
      {SIZES.map(({ size, label }) => (
        <Input key={size} size={size} label={label} placeholder={`size="${size}"`} />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.spacing['4']};
`;
