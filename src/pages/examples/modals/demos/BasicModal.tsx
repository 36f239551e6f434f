import { useState } from 'react';
import { Button, Modal } from '@motion-kit/react';

export function BasicModal() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open Modal
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Basic Modal"
        description="Close it with the close button, Escape, a click on the backdrop, or by dragging it down."
        footer={
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        }
      >
        <p>Focus is trapped inside while the dialog is open and returns to the button that opened it.</p>
      </Modal>
    </>
  );
}
