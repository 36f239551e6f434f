import { Button } from '@motion-kit/react';

export function ButtonVariants() {
  return (
    <>
      <Button variant="primary">primary</Button>
      <Button variant="outline">outline</Button>
      <Button variant="ghost">ghost</Button>
      <Button variant="default">default</Button>
      <Button variant="danger">danger</Button>

      <Button variant="primary" size="sm">Size sm</Button>
      <Button variant="primary" size="md">Size md</Button>
      <Button variant="primary" size="lg">Size lg</Button>
    </>
  );
}
