import { useState } from 'react';
import { Power } from 'lucide-react';
import { Button } from '@motion-kit/react';

export function ToggleButton() {
  const [on, setOn] = useState(false);
  return (
    <Button variant={on ? 'primary' : 'outline'} onClick={() => setOn((value) => !value)}>
      <Power size={16} aria-hidden="true" />
      {on ? 'ON' : 'OFF'}
    </Button>
  );
}
