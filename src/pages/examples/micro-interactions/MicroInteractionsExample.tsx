import { PendingPage } from '../../../app/PendingPage';

export function MicroInteractionsExample() {
  return <PendingPage />;
}
