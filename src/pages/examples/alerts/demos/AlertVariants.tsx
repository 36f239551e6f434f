import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { RotateCcw } from 'lucide-react';
import { Alert, type AlertType, Button } from '@motion-kit/react';

const ALERTS: Array<{ type: AlertType; title: string; message: string }> = [
  { type: 'info', title: 'New version available', message: 'Motion Kit 1.1 adds intelligent forms. Read the changelog to see what changed.' },
  { type: 'success', title: 'Changes saved', message: 'Your theme settings were stored and apply on every page.' },
  { type: 'warning', title: 'Storage almost full', message: 'You have used 90% of your workspace storage.' },
  { type: 'error', title: 'Upload failed', message: 'The file is larger than 10 MB. Choose a smaller file and try again.' },
];

export function AlertVariants() {
  const [dismissed, setDismissed] = useState<ReadonlySet<AlertType>>(new Set());
  const visible = ALERTS.filter((alert) => !dismissed.has(alert.type));
  const stackRef = useRef<HTMLDivElement>(null);
  // Where focus goes when the alert holding it is dismissed: the dismiss button of the alert that takes
  // its place, else Reset alerts, rather than the document body.
  const focusAfterDismiss = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterDismiss.current;
    if (index === null || !stackRef.current) return;
    focusAfterDismiss.current = null;
    const buttons = [...stackRef.current.querySelectorAll('button')];
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [dismissed]);

  // Reset alerts disables itself as the alerts come back: focus goes to the first one's dismiss button.
  const resetRef = useRef<HTMLButtonElement>(null);
  // A disabled button cannot keep focus: hand it on rather than drop it to the page. Some browsers leave
  // focus on a button as it is disabled; Chromium takes it off at once, with a focusout that React does
  // not report during its commit (the alerts are back once the commit is over).
  const focusFirstAlert = () => stackRef.current?.querySelector('button')?.focus();
  useLayoutEffect(() => {
    if (dismissed.size === 0 && resetRef.current === document.activeElement) focusFirstAlert();
  }, [dismissed.size]);
  useEffect(() => {
    const button = resetRef.current;
    const handOff = () => void (button?.disabled && queueMicrotask(focusFirstAlert));
    button?.addEventListener('focusout', handOff);
    return () => button?.removeEventListener('focusout', handOff);
  }, []);

  const dismiss = (type: AlertType, index: number) => {
    if (stackRef.current?.contains(document.activeElement)) focusAfterDismiss.current = index;
    setDismissed((current) => new Set(current).add(type));
  };

  return (
    <Stack ref={stackRef}>
      {visible.map((alert, index) => (
        <Alert
          key={alert.type}
          type={alert.type}
          title={alert.title}
          dismissible
          onDismiss={() => dismiss(alert.type, index)}
        >
          {alert.message}
        </Alert>
      ))}
      {visible.length === 0 && <Empty>All alerts dismissed.</Empty>}
      <div>
        <Button ref={resetRef} size="sm" variant="outline" disabled={dismissed.size === 0} onClick={() => setDismissed(new Set())}>
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
