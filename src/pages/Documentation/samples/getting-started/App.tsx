import { useState } from 'react';
import { Button, Modal, useToast } from '@motion-kit/react';

export function App() {
  const [open, setOpen] = useState(false);
  const { show } = useToast();
  return (
    <main>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Get started
      </Button>
      <Button
        variant="outline"
        onClick={() => show({ type: 'success', title: 'Saved', message: 'Your settings are saved.' })}
      >
        Save settings
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Welcome"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <p>Focus stays in this dialog until you close it.</p>
      </Modal>
    </main>
  );
}
