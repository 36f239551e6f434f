import { PendingPage } from '../../../app/PendingPage';

export function LoadersExample() {
  return <PendingPage />;
}
