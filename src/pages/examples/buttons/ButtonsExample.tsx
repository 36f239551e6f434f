import { PendingPage } from '../../../app/PendingPage';

export function ButtonsExample() {
  return <PendingPage />;
}
