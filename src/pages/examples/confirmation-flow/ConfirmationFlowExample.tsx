import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import cost from 'virtual:kit-cost/confirmation-flow';
import deleteAccountSource from './demos/DeleteAccountFlow.tsx?demo-source';
import confirmSource from './demos/ConfirmDialogs.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/confirmation-flow'));

/** The demos' code loads after the page (deferredDemos). */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

export function ConfirmationFlowExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Confirmation Flow"
      description="Confirmation dialogs scaled to the stakes: say exactly what will happen, name both choices plainly, and make the safe one easy. In these demos every choice only closes the dialog."
    >
      <ExampleSection title="Irreversible: delete an account" description="The strongest confirmation: it states that nothing can be undone and lists what to do first." code={deleteAccountSource}>
        <live.Demo name="DeleteAccountFlow" />
      </ExampleSection>
      <ExampleSection title="Recoverable and scoped actions" description="Lighter confirmations for actions that can be undone, keep data, or take effect later." code={confirmSource}>
        <live.Demo name="ConfirmDialogs" />
      </ExampleSection>
    </ExamplePage>
  );
}
