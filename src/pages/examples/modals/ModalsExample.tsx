import { PendingPage } from '../../../app/PendingPage';

export function ModalsExample() {
  return <PendingPage />;
}
