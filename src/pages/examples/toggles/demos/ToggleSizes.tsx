import { styled } from 'styled-components';
import { Toggle, type ToggleSize } from '@motion-kit/react';

const SIZES: ToggleSize[] = ['sm', 'md', 'lg'];

export function ToggleSizes() {
  return (
    <Row>
      {SIZES.map((size) => (
        <Toggle key={size} size={size} iconType="check" label={`Size ${size}`} defaultChecked />
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
