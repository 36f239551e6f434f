// Mantine's counterpart of first-load app (b): Button, TextInput, Tabs, Card, Modal, Drawer and
// notifications (Mantine's toasts), with Mantine's styles.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Card, Drawer, MantineProvider, Modal, Tabs, Text, TextInput } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';

function App() {
  const [modal, setModal] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <main>
      <Card>
        <Text fw={500}>Account</Text>
        <TextInput label="Email" type="email" placeholder="you@example.com" />
        <Tabs defaultValue="profile">
          <Tabs.List aria-label="Settings">
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            <Tabs.Tab value="billing">Billing</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">Your profile.</Tabs.Panel>
          <Tabs.Panel value="billing">Your plan.</Tabs.Panel>
        </Tabs>
      </Card>
      <Button onClick={() => setModal(true)}>Open modal</Button>
      <Button variant="outline" onClick={() => setDrawer(true)}>
        Open drawer
      </Button>
      <Button variant="subtle" onClick={() => notifications.show({ color: 'green', title: 'Saved', message: 'Your settings are saved.' })}>
        Save
      </Button>
      <Modal opened={modal} onClose={() => setModal(false)} title="Welcome">
        <p>Focus stays in this dialog until you close it.</p>
      </Modal>
      <Drawer opened={drawer} onClose={() => setDrawer(false)} title="Menu">
        <p>Drawer content.</p>
      </Drawer>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <Notifications />
      <App />
    </MantineProvider>
  </StrictMode>,
);
