import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Toggle } from '@motion-kit/react';

/** The loading sample pretends to save for this long before the switch flips (SPEC section 9). */
export const TOGGLE_LOADING_SAMPLE_MS = 2000;

/** Loading: the switch stays busy while a (simulated) save runs, then flips. Disabled: ignores input. */
export function ToggleStates() {
  const [synced, setSynced] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: boolean) => {
    setSaving(true);
    timer.current = setTimeout(() => {
      setSynced(next);
      setSaving(false);
    }, TOGGLE_LOADING_SAMPLE_MS);
  };

  return (
    <Grid>
      <Toggle
        iconType="wifi"
        label="Cloud sync"
        description={saving ? 'Saving…' : `Takes ${TOGGLE_LOADING_SAMPLE_MS / 1000} s to save.`}
        checked={synced}
        loading={saving}
        onChange={handleChange}
      />
      <Toggle label="Disabled (off)" description="Ignores clicks and keys." disabled />
      <Toggle label="Disabled (on)" description="Ignores clicks and keys." defaultChecked disabled />
    </Grid>
  );
}

const Grid = styled.div`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing['4']};
`;
