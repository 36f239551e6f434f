import { ButtonLink } from '@motion-kit/react';

/** Real navigation: the whole page below the header leaves and the next one arrives. */
export function TryTheRouteTransition() {
  return (
    <>
      <ButtonLink href="/examples/micro-interactions" variant="primary">
        Go to Micro-interactions
      </ButtonLink>
      <ButtonLink href="/examples/buttons" variant="outline">
        Go to Buttons
      </ButtonLink>
    </>
  );
}
