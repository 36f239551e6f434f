import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { BellRing, Trash2, Undo2 } from 'lucide-react';
import { Button, Input, Select, TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_POSITION, TOAST_POSITIONS, TOAST_TYPES, isToastPosition, useToast, type ToastPosition, type ToastType } from '@motion-kit/react';

const DURATION_STEP_MS = 1000;

export function ToastPlayground() {
  const { toasts, show, dismissAll, setPosition } = useToast();
  const [type, setType] = useState<ToastType>('success');
  const [position, setPositionChoice] = useState<ToastPosition>(TOAST_DEFAULT_POSITION);
  const [title, setTitle] = useState('Changes saved');
  const [message, setMessage] = useState('Your profile was updated.');
  const [duration, setDuration] = useState(String(TOAST_DEFAULT_DURATION_MS));
  const [dismissible, setDismissible] = useState(true);

  // The viewport position is shared by the whole site: put it back when leaving this page.
  useEffect(() => () => setPosition(TOAST_DEFAULT_POSITION), [setPosition]);

  const durationMs = Math.max(0, Number(duration) || 0);
  const showRef = useRef<HTMLButtonElement>(null);
  const dismissAllRef = useRef<HTMLButtonElement>(null);
  // Dismiss All disables itself once no toast is left (pressed, or the last one timed out) and cannot keep
  // focus: it goes to Show Toast rather than to the page. Some browsers leave focus on a button as it is
  // disabled; Chromium takes it off at once, with a focusout that React does not report during its commit.
  useLayoutEffect(() => {
    if (toasts.length === 0 && dismissAllRef.current === document.activeElement) showRef.current?.focus();
  }, [toasts.length]);
  useEffect(() => {
    const button = dismissAllRef.current;
    const handOff = () => void (button?.disabled && queueMicrotask(() => showRef.current?.focus()));
    button?.addEventListener('focusout', handOff);
    return () => button?.removeEventListener('focusout', handOff);
  }, []);

  const showToast = () => {
    setPosition(position);
    show({ type, title, message, duration: durationMs, dismissible });
  };

  const showToastWithAction = () => {
    setPosition(position);
    show({
      type: 'info',
      title: 'Item archived',
      message: 'The item was moved to the archive.',
      duration: 0,
      dismissible,
      action: {
        label: 'Undo',
        onClick: () => show({ type: 'success', title: 'Action completed!', message: 'The item is back where it was.' }),
      },
    });
  };

  return (
    <Stack>
      <Fields>
        <Select
          label="Type"
          value={type}
          onChange={(event) => setType(event.target.value as ToastType)}
          options={TOAST_TYPES.map((value) => ({ value, label: value }))}
          hint={type === 'error' ? 'Errors stay until dismissed.' : undefined}
        />
        <Select
          label="Position"
          value={position}
          onChange={(event) => {
            if (isToastPosition(event.target.value)) setPositionChoice(event.target.value);
          }}
          options={TOAST_POSITIONS.map((value) => ({ value, label: value }))}
        />
        <Input label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <Input label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
        <Input
          label="Duration (ms)"
          type="number"
          inputMode="numeric"
          min={0}
          step={DURATION_STEP_MS}
          value={duration}
          hint="0 keeps the toast until it is dismissed."
          onChange={(event) => setDuration(event.target.value)}
          // The field shows the duration a toast will get: below 0 or not a number, that is 0.
          onBlur={() => setDuration(String(durationMs))}
        />
        <CheckboxLabel>
          <input type="checkbox" checked={dismissible} onChange={(event) => setDismissible(event.target.checked)} />
          Dismissible
        </CheckboxLabel>
      </Fields>
      <Actions>
        <Button ref={showRef} variant="primary" onClick={showToast}>
          <BellRing size={16} aria-hidden="true" />
          Show Toast
        </Button>
        <Button variant="outline" onClick={showToastWithAction}>
          <Undo2 size={16} aria-hidden="true" />
          Toast with Action
        </Button>
        <Button ref={dismissAllRef} variant="ghost" disabled={toasts.length === 0} onClick={dismissAll}>
          <Trash2 size={16} aria-hidden="true" />
          Dismiss All ({toasts.length})
        </Button>
      </Actions>
    </Stack>
  );
}

const Stack = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['6']};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  align-self: center;
  gap: ${({ theme }) => theme.spacing['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing['3']};
`;
