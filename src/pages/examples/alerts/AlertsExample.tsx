import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/alerts';
import { AlertVariants } from './demos/AlertVariants';
import variantsSource from './demos/AlertVariants.tsx?demo-source';
import { AlertWithAction } from './demos/AlertWithAction';
import actionSource from './demos/AlertWithAction.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/alerts'));

export function AlertsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Alerts"
      description="Inline messages in four types. Errors and warnings are announced at once; info and success wait until the screen reader is idle."
    >
      <ExampleSection
        title="Variants and dismissal"
        description="info, success, warning and error, each dismissible. Reset brings them all back."
        code={variantsSource}
      >
        <AlertVariants />
      </ExampleSection>
      <ExampleSection title="With an action" description="One follow-up control under the message." code={actionSource}>
        <AlertWithAction />
      </ExampleSection>
    </ExamplePage>
  );
}
