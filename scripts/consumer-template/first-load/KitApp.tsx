// First-load figure (b): Button, Input, Tabs, Card, Modal, Drawer and Toast in one app. It is the App of
// Getting Started's main.tsx (which adds the provider, BaseStyles and ToastViewport). The consumer test
// opens the Modal here: it must fetch no JavaScript.
import { useState } from 'react';
import {
  Button,
  Card,
  Drawer,
  Input,
  Modal,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useToast,
} from '@motion-kit/react';

export function App() {
  const [modal, setModal] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const { show } = useToast();
  return (
    <main>
      <Card title="Account" subtitle="Your details">
        <Input label="Email" type="email" placeholder="you@example.com" />
        <Tabs defaultValue="profile">
          <TabsList aria-label="Settings">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="billing">Billing</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">Your profile.</TabsContent>
          <TabsContent value="billing">Your plan.</TabsContent>
        </Tabs>
      </Card>
      <Button variant="primary" onClick={() => setModal(true)}>
        Open modal
      </Button>
      <Button variant="outline" onClick={() => setDrawer(true)}>
        Open drawer
      </Button>
      <Button variant="ghost" onClick={() => show({ type: 'success', title: 'Saved', message: 'Your settings are saved.' })}>
        Save
      </Button>
      <Modal open={modal} onClose={() => setModal(false)} title="Welcome">
        <p>Focus stays in this dialog until you close it.</p>
      </Modal>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Menu">
        <p>Drawer content.</p>
      </Drawer>
    </main>
  );
}
