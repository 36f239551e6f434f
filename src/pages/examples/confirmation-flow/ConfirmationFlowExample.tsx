import { PendingPage } from '../../../app/PendingPage';

export function ConfirmationFlowExample() {
  return <PendingPage />;
}
