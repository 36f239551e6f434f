import { styled } from 'styled-components';
import { Input, type FieldVariant } from '@motion-kit/react';

const VARIANTS: FieldVariant[] = ['default', 'outlined', 'filled'];

export function InputVariants() {
  return (
    <Grid>
      {VARIANTS.map((variant) => (
        <Input key={variant} variant={variant} label={`${variant[0]!.toUpperCase()}${variant.slice(1)}`} placeholder={`variant="${variant}"`} />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing['4']};
`;
