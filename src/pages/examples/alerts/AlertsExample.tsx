import { PendingPage } from '../../../app/PendingPage';

export function AlertsExample() {
  return <PendingPage />;
}
