import { useState } from 'react';
import { styled } from 'styled-components';
import { Alert, Button } from '@motion-kit/react';

/** An alert can carry one follow-up control, such as retrying what failed. */
export function AlertWithAction() {
  const [connected, setConnected] = useState(false);
  if (connected) {
    return (
      <Wide
        type="success"
        title="Connected"
        action={
          <Button size="sm" variant="ghost" onClick={() => setConnected(false)}>
            Simulate an outage
          </Button>
        }
      >
        Sync resumed. Everything is up to date.
      </Wide>
    );
  }
  return (
    <Wide
      type="warning"
      title="Sync paused"
      action={
        <Button size="sm" variant="outline" onClick={() => setConnected(true)}>
          Retry now
        </Button>
      }
    >
      We lost the connection to the server. Your changes are kept on this device.
    </Wide>
  );
}

const Wide = styled(Alert)`
  width: 100%;
`;
