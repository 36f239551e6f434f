import { styled } from 'styled-components';
import { Toggle, type ToggleIconType } from '@motion-kit/react';

const SAMPLES: Array<{ iconType: ToggleIconType; label: string; defaultChecked: boolean }> = [
  { iconType: 'notification', label: 'Notifications', defaultChecked: true },
  { iconType: 'visibility', label: 'Profile visible', defaultChecked: false },
  { iconType: 'wifi', label: 'Wi-Fi', defaultChecked: true },
  { iconType: 'check', label: 'Auto-save', defaultChecked: false },
];

export function IconToggles() {
  return (
    <Grid>
      {SAMPLES.map((sample) => (
        <Toggle key={sample.iconType} iconType={sample.iconType} label={sample.label} defaultChecked={sample.defaultChecked} />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing['4']};
`;
