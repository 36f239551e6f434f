import { PendingPage } from '../../../app/PendingPage';

export function TogglesExample() {
  return <PendingPage />;
}
