import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { WithSimulatedVisitor } from '../shared/ExperienceSettings';
import cost from 'virtual:kit-cost/experience-demo';
import { ExperiencePlayground } from './demos/ExperiencePlayground';
import playgroundSource from './demos/ExperiencePlayground.tsx?demo-source';
import { ExperienceInspector } from './demos/ExperienceInspector';
import inspectorSource from './demos/ExperienceInspector.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/experience-demo'));

export function ExperienceDemoExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Experience Demo"
      description="Smart buttons that adapt their label, size and variant to who is using them: user type, device and accessibility needs. Change the visitor and watch them adapt."
    >
      <ExampleSection
        title="Simulate a visitor"
        description="Each smart button declares its intent and criticality; the Experience System picks the words, size and variant. Clicks are only logged to the console."
        code={playgroundSource}
      >
        <WithSimulatedVisitor>{(visitor) => <ExperiencePlayground visitor={visitor} />}</WithSimulatedVisitor>
      </ExampleSection>
      <ExampleSection
        title="Your experience context"
        description="Without a userContext prop, smart buttons read the provider: your device, your motion and contrast preferences. Click one and its usage is recorded."
        code={inspectorSource}
      >
        <ExperienceInspector />
      </ExampleSection>
    </ExamplePage>
  );
}
