import { useRef, useState } from 'react';
import { FileX, UserMinus, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Modal } from '@motion-kit/react';

interface Confirmation {
  trigger: string;
  icon: ReactNode;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
}

const CONFIRMATIONS: Confirmation[] = [
  {
    trigger: 'Delete File',
    icon: <FileX size={16} aria-hidden="true" />,
    title: 'Delete File?',
    description: 'The file will be moved to the trash. You can restore it from there later.',
    confirm: 'Move to Trash',
    cancel: 'Cancel',
  },
  {
    trigger: 'Remove User',
    icon: <UserMinus size={16} aria-hidden="true" />,
    title: 'Remove User Access?',
    description: 'This user will lose access to the project. Their data will be preserved.',
    confirm: 'Remove Access',
    cancel: 'Cancel',
  },
  {
    trigger: 'Cancel Subscription',
    icon: <CreditCard size={16} aria-hidden="true" />,
    title: 'Cancel Subscription?',
    description: 'Your subscription ends at the end of the current billing period. You keep access until then.',
    confirm: 'Cancel Subscription',
    cancel: 'Keep Subscription',
  },
];

/** Both choices only close the dialog: nothing is deleted in this demo. */
export function ConfirmDialogs() {
  return (
    <>
      {CONFIRMATIONS.map((confirmation) => (
        <ConfirmDialog key={confirmation.title} {...confirmation} />
      ))}
    </>
  );
}

function ConfirmDialog({ trigger, icon, title, description, confirm, cancel }: Confirmation) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // A destructive confirmation opens on the safe choice (WAI-ARIA APG), so Enter never deletes by accident.
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {icon}
        {trigger}
      </Button>
      <Modal
        open={open}
        onClose={close}
        initialFocusRef={safeChoice}
        size="sm"
        title={title}
        description={description}
        footer={
          <>
            <Button ref={safeChoice} variant="default" onClick={close}>
              {cancel}
            </Button>
            <Button variant="danger" onClick={close}>
              {confirm}
            </Button>
          </>
        }
      />
    </>
  );
}
