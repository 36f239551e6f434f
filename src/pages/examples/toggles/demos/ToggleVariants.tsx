import { styled } from 'styled-components';
import { Toggle, type ToggleVariant } from '@motion-kit/react';

const VARIANTS: Array<{ variant: ToggleVariant; label: string }> = [
  { variant: 'default', label: 'Default' },
  { variant: 'pill', label: 'Pill' },
  { variant: 'square', label: 'Square' },
];

export function ToggleVariants() {
  return (
    <Row>
      {VARIANTS.map(({ variant, label }) => (
        <Toggle key={variant} variant={variant} label={label} defaultChecked />
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['6']};
`;
