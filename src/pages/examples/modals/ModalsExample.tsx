import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import { modalMotion } from '@motion-kit/react';
import { MotionSpecPanel } from '../../../components/MotionPreview';
import cost from 'virtual:kit-cost/modals';
import basicSource from './demos/BasicModal.tsx?demo-source';
import deleteSource from './demos/DeleteConfirmationModal.tsx?demo-source';
import successSource from './demos/SuccessModal.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/modals'));

/** The dialogs and their motion load after the page. */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

/** The motion spec beside the previews. */
const MODAL_MOTION = <MotionSpecPanel declarations={[modalMotion]} />;

export function ModalsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Modals"
      description="Accessible dialogs with spring motion: focus moves in and comes back, Escape and the backdrop close them, and they can be dragged down to dismiss."
    >
      <ExampleSection motionSpec={MODAL_MOTION} title="Basic modal" description="A title, a description, content and a footer." code={basicSource}>
        <live.Demo name="BasicModal" />
      </ExampleSection>
      <ExampleSection
        motionSpec={MODAL_MOTION}
        title="Confirmation modal"
        description="Ask before a destructive action; the safe choice comes first. Nothing is deleted in this demo."
        code={deleteSource}
      >
        <live.Demo name="DeleteConfirmationModal" />
      </ExampleSection>
      <ExampleSection motionSpec={MODAL_MOTION} title="Custom success modal" description="Custom content with a celebratory entrance." code={successSource}>
        <live.Demo name="SuccessModal" />
      </ExampleSection>
    </ExamplePage>
  );
}
