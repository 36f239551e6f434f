import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import cost from 'virtual:kit-cost/micro-interactions';
import motionSource from './demos/MotionDemoButtons.tsx?demo-source';
import { FeedbackButtons } from './demos/FeedbackButtons';
import feedbackSource from './demos/FeedbackButtons.tsx?demo-source';
import counterSource from '../buttons/demos/CounterButton.tsx?demo-source';
import { ToggleButton } from '../buttons/demos/ToggleButton';
import toggleSource from '../buttons/demos/ToggleButton.tsx?demo-source';
import likeSource from '../buttons/demos/LikeButton.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/micro-interactions'));

/** The demos' code loads after the page (deferredDemos). */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

export function MicroInteractionsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Micro-interactions"
      description="Small motion moments that confirm what just happened: a press that moves, a label that says it worked, a number that rolls, a heart that pops. Under reduced motion the movement is dropped and the state change stays."
    >
      <ExampleSection title="Motion demo buttons" description="Each button plays its motion for 1.2 seconds, then resets." code={motionSource}>
        <live.Demo name="MotionDemoButtons" />
      </ExampleSection>
      <ExampleSection title="Feedback buttons" description="A click shows a success label; after 2 seconds the button reverts." code={feedbackSource}>
        <FeedbackButtons />
      </ExampleSection>
      <ExampleSection title="Counter" description="The count increments on every click; the new digit slides in." code={counterSource}>
        <live.Demo name="CounterButton" />
      </ExampleSection>
      <ExampleSection title="Toggle" description="Switches between ON and OFF." code={toggleSource}>
        <ToggleButton />
      </ExampleSection>
      <ExampleSection title="Like button" description="Toggles between Like and Liked with a spring on the heart." code={likeSource}>
        <live.Demo name="LikeButton" />
      </ExampleSection>
    </ExamplePage>
  );
}
