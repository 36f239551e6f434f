import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { toastMotion } from '@motion-kit/react';
import { MotionSpecPanel } from '../../../components/MotionPreview';
import cost from 'virtual:kit-cost/toast';
import { ToastPlayground } from './demos/ToastPlayground';
import playgroundSource from './demos/ToastPlayground.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/toast'));

/** The motion spec beside the previews. */
const TOAST_MOTION = <MotionSpecPanel declarations={[toastMotion]} />;

export function ToastExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Toast"
      description="Notifications that come and go: four types, six positions, auto-dismiss that pauses while you hover or focus, and at most five on screen; the oldest makes room."
    >
      <ExampleSection
        motionSpec={TOAST_MOTION}
        title="Toast playground"
        description="Pick a type, a position, a title, a message and a duration, then show it. The toast with an action stays until you act: Undo confirms with a success toast."
        code={playgroundSource}
      >
        <ToastPlayground />
      </ExampleSection>
    </ExamplePage>
  );
}
