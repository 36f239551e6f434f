import { useState } from 'react';
import { Button, Modal } from '@motion-kit/react';

export function ModalButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open Modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Hello from a button"
        description="Buttons open dialogs; focus moves in, and comes back to the button when the dialog closes."
        footer={<Button onClick={() => setOpen(false)}>Got it</Button>}
      />
    </>
  );
}
