import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import { drawerMotion } from '@motion-kit/react';
import { MotionSpecPanel } from '../../../components/MotionPreview';
import cost from 'virtual:kit-cost/drawer';
import directionsSource from './demos/DrawerDirections.tsx?demo-source';
import navigationSource from './demos/NavigationDrawer.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/drawer'));

/** The motion spec beside the previews. */
const DRAWER_MOTION = <MotionSpecPanel declarations={[drawerMotion]} />;

/** The demos' code loads after the page (deferredDemos). */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

export function DrawerExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Drawer"
      description="Panels that slide in from any edge. They trap focus while open, close with Escape, the backdrop, the close button or a drag past 100 px, and hand focus back to the button that opened them."
    >
      <ExampleSection motionSpec={DRAWER_MOTION} title="Directions" description="left, right, top and bottom, all in the md size (480 px)." code={directionsSource}>
        <live.Demo name="DrawerDirections" />
      </ExampleSection>
      <ExampleSection
        motionSpec={DRAWER_MOTION}
        title="Navigation drawer"
        description="A large (640 px) left drawer titled Navigation, with a close button and a Close / Save Changes footer."
        code={navigationSource}
      >
        <live.Demo name="NavigationDrawer" />
      </ExampleSection>
    </ExamplePage>
  );
}
