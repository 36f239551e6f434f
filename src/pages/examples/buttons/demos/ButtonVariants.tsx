import { Button } from '@motion-kit/react';

export function ButtonVariants() {
  return (
    <>
      <Button variant="primary">Primary</Button>
      <Button variant="default">Default</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button variant="primary" disabled>
        Disabled
      </Button>
    </>
  );
}
