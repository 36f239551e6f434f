import { Link } from 'react-router-dom';
import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import cost from 'virtual:kit-cost/buttons';
import modalButtonSource from './demos/ModalButton.tsx?demo-source';
import { ButtonVariants } from './demos/ButtonVariants';
import variantsSource from './demos/ButtonVariants.tsx?demo-source';
import counterSource from './demos/CounterButton.tsx?demo-source';
import { ToggleButton } from './demos/ToggleButton';
import toggleSource from './demos/ToggleButton.tsx?demo-source';
import likeSource from './demos/LikeButton.tsx?demo-source';
import { IconButtons } from './demos/IconButtons';
import iconSource from './demos/IconButtons.tsx?demo-source';
import { SmartButtons } from './demos/SmartButtons';
import smartSource from './demos/SmartButtons.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/buttons'));

/** The demos' code loads after the page (deferredDemos). */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

export function ButtonsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Buttons"
      description="Motion buttons for every job: a basic button that opens a dialog, stateful counters, toggles and likes, icon buttons in every variant and size, and smart buttons that adapt to the visitor."
    >
      <ExampleSection title="Basic button" description="A primary button that opens a modal dialog." code={modalButtonSource}>
        <live.Demo name="ModalButton" />
      </ExampleSection>
      <ExampleSection title="Variants" description="Primary, default, outline, ghost and danger, plus the disabled state." code={variantsSource}>
        <ButtonVariants />
      </ExampleSection>
      <ExampleSection title="Counter button" description="Each click increments the count; the new number slides in." code={counterSource}>
        <live.Demo name="CounterButton" />
      </ExampleSection>
      <ExampleSection title="Toggle button" description="Switches between ON and OFF." code={toggleSource}>
        <ToggleButton />
      </ExampleSection>
      <ExampleSection title="Like button" description="Like and Liked, with a spring on the heart." code={likeSource}>
        <live.Demo name="LikeButton" />
      </ExampleSection>
      <ExampleSection title="Icon buttons" description="Icon-only buttons in every variant and size. Each carries an accessible name through aria-label." code={iconSource}>
        <IconButtons />
      </ExampleSection>
      <ExampleSection
        title="Smart buttons"
        description={
          <>
            Buttons that adapt their label, size and variant through the Experience System. Try other visitors in the <Link to="/examples/experience-demo">Experience demo</Link>.
          </>
        }
        code={smartSource}
      >
        <SmartButtons />
      </ExampleSection>
    </ExamplePage>
  );
}
