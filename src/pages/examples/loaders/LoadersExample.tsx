import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/loaders';
import { SpinnerSizes } from './demos/SpinnerSizes';
import spinnerSource from './demos/SpinnerSizes.tsx?demo-source';
import { CardSkeleton } from './demos/CardSkeleton';
import skeletonSource from './demos/CardSkeleton.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/loaders'));

export function LoadersExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Loaders"
      description="Spinners for short waits and skeletons for content that is on its way. Both announce themselves to assistive technology and hold still under reduced motion."
    >
      <ExampleSection title="Spinner sizes" description="sm, md and lg, each a status with its own name. Stop and start them." code={spinnerSource}>
        <SpinnerSizes />
      </ExampleSection>
      <ExampleSection
        title="Card skeleton"
        description="A loading card shows its skeleton and is marked busy; show the content to swap it in."
        code={skeletonSource}
      >
        <CardSkeleton />
      </ExampleSection>
    </ExamplePage>
  );
}
