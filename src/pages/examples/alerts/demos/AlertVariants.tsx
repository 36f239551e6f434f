import { useState } from 'react';
import styled from 'styled-components';
import { RotateCcw } from 'lucide-react';
import { Alert, type AlertType } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';

const ALERTS: Array<{ type: AlertType; title: string; message: string }> = [
  { type: 'info', title: 'New version available', message: 'Motion Kit 1.1 adds intelligent forms. Read the changelog to see what changed.' },
  { type: 'success', title: 'Changes saved', message: 'Your theme settings were stored and apply on every page.' },
  { type: 'warning', title: 'Storage almost full', message: 'You have used 90% of your workspace storage.' },
  { type: 'error', title: 'Upload failed', message: 'The file is larger than 10 MB. Choose a smaller file and try again.' },
];

export function AlertVariants() {
  const [dismissed, setDismissed] = useState<ReadonlySet<AlertType>>(new Set());
  const visible = ALERTS.filter((alert) => !dismissed.has(alert.type));

  return (
    <Stack>
      {visible.map((alert) => (
        <Alert
          key={alert.type}
          type={alert.type}
          title={alert.title}
          dismissible
          onDismiss={() => setDismissed((current) => new Set(current).add(alert.type))}
        >
          {alert.message}
        </Alert>
      ))}
      {visible.length === 0 && <Empty>All alerts dismissed.</Empty>}
      <div>
        <Button size="sm" variant="outline" disabled={dismissed.size === 0} onClick={() => setDismissed(new Set())}>
          <RotateCcw size={16} aria-hidden="true" />
          Reset alerts
        </Button>
      </div>
    </Stack>
  );
}

const Stack = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color['text-muted']};
`;
