import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { WithSimulatedVisitor } from '../shared/ExperienceSettings';
import cost from 'virtual:kit-cost/adaptive-forms';
import { AdaptiveSignupForm } from './demos/AdaptiveSignupForm';
import formSource from './demos/AdaptiveSignupForm.tsx?demo-source';
import { AdaptationRules } from './demos/AdaptationRules';
import rulesSource from './demos/AdaptationRules.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/adaptive-forms'));

export function AdaptiveFormsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Adaptive Forms"
      description="A sign-up form whose fields adapt through the Experience System: newcomers get guidance, power users get brevity, touch and large fonts get room."
    >
      <ExampleSection
        title="Sign-up form"
        description="Change the visitor: labels, hints, field sizes, label style and the number of columns follow. Email and password are checked when a field loses focus."
        code={formSource}
      >
        <WithSimulatedVisitor>{(visitor) => <AdaptiveSignupForm visitor={visitor} />}</WithSimulatedVisitor>
      </ExampleSection>
      <ExampleSection
        title="The rules at a glance"
        description="adaptField and adaptFormLayout are pure functions of the user context, so every adaptation can be listed and tested."
        code={rulesSource}
      >
        <AdaptationRules />
      </ExampleSection>
    </ExamplePage>
  );
}
