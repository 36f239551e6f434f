import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, Modal } from '@motion-kit/react';

export function DeleteConfirmationModal() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // A destructive confirmation opens on the safe choice (WAI-ARIA APG), so Enter never deletes by accident.
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 size={16} aria-hidden="true" />
        Delete Project
      </Button>
      <Modal
        open={open}
        onClose={close}
        initialFocusRef={safeChoice}
        size="sm"
        title="Delete this project?"
        description="The project and its files will be deleted. This cannot be undone."
        footer={
          <>
            <Button ref={safeChoice} variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" onClick={close}>
              Delete
            </Button>
          </>
        }
      />
    </>
  );
}
