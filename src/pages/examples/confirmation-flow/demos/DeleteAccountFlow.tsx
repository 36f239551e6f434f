import { useRef, useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, Modal } from '@motion-kit/react';

const BEFORE_YOU_GO = ['Download your data', 'Cancel your subscriptions', 'Notify your team members'];

export function DeleteAccountFlow() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // A destructive confirmation opens on the safe choice (WAI-ARIA APG), so Enter never deletes by accident.
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Modal
        open={open}
        onClose={close}
        initialFocusRef={safeChoice}
        title="Delete Account Permanently?"
        description="This action cannot be undone. All your data, projects and settings will be permanently deleted."
        footer={
          <>
            <Button ref={safeChoice} variant="default" onClick={close}>
              Keep Account
            </Button>
            <Button variant="danger" onClick={close}>
              Yes, Delete Everything
            </Button>
          </>
        }
      >
        <Checklist aria-label="Before you delete your account">
          {BEFORE_YOU_GO.map((step) => (
            <li key={step}>
              <CircleAlert size={16} aria-hidden="true" />
              {step}
            </li>
          ))}
        </Checklist>
      </Modal>
    </>
  );
}

const Checklist = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing['2']};
  margin: 0;
  padding: ${({ theme }) => theme.spacing['4']};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing['2']};
  }
  svg {
    color: ${({ theme }) => theme.color.status.warning};
  }
`;
