import { DragFeatures } from '../../../components/DragFeatures';
import { ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/confirmation-flow';
import { DeleteAccountFlow } from './demos/DeleteAccountFlow';
import deleteAccountSource from './demos/DeleteAccountFlow.tsx?demo-source';
import { ConfirmDialogs } from './demos/ConfirmDialogs';
import confirmSource from './demos/ConfirmDialogs.tsx?demo-source';

export function ConfirmationFlowExample() {
  return (
    <DragFeatures>
      <ExamplePage
        cost={cost}
        title="Confirmation Flow"
        description="Confirmation dialogs scaled to the stakes: say exactly what will happen, name both choices plainly, and make the safe one easy. In these demos every choice only closes the dialog."
      >
        <ExampleSection
          title="Irreversible: delete an account"
          description="The strongest confirmation: it states that nothing can be undone and lists what to do first."
          code={deleteAccountSource}
        >
          <DeleteAccountFlow />
        </ExampleSection>
        <ExampleSection
          title="Recoverable and scoped actions"
          description="Lighter confirmations for actions that can be undone, keep data, or take effect later."
          code={confirmSource}
        >
          <ConfirmDialogs />
        </ExampleSection>
      </ExamplePage>
    </DragFeatures>
  );
}
