import { DragFeatures } from '../../../components/DragFeatures';
import { ExamplePage, ExampleSection } from '../shared';
import { modalMotion } from '@motion-kit/react';
import { MotionSpecPanel } from '../../../components/MotionPreview';
import cost from 'virtual:kit-cost/modals';
import { BasicModal } from './demos/BasicModal';
import basicSource from './demos/BasicModal.tsx?demo-source';
import { DeleteConfirmationModal } from './demos/DeleteConfirmationModal';
import deleteSource from './demos/DeleteConfirmationModal.tsx?demo-source';
import { SuccessModal } from './demos/SuccessModal';
import successSource from './demos/SuccessModal.tsx?demo-source';

/** The motion spec beside the previews. */
const MODAL_MOTION = <MotionSpecPanel declarations={[modalMotion]} />;

export function ModalsExample() {
  return (
    // Its dialogs can be dragged to close: drag comes with the page.
    <DragFeatures>
      <ExamplePage
        cost={cost}
        title="Modals"
        description="Accessible dialogs with spring motion: focus moves in and comes back, Escape and the backdrop close them, and they can be dragged down to dismiss."
      >
        <ExampleSection motionSpec={MODAL_MOTION} title="Basic modal" description="A title, a description, content and a footer." code={basicSource}>
          <BasicModal />
        </ExampleSection>
        <ExampleSection
          motionSpec={MODAL_MOTION}
          title="Confirmation modal"
          description="Ask before a destructive action; the safe choice comes first. Nothing is deleted in this demo."
          code={deleteSource}
        >
          <DeleteConfirmationModal />
        </ExampleSection>
        <ExampleSection motionSpec={MODAL_MOTION} title="Custom success modal" description="Custom content with a celebratory entrance." code={successSource}>
          <SuccessModal />
        </ExampleSection>
      </ExamplePage>
    </DragFeatures>
  );
}
