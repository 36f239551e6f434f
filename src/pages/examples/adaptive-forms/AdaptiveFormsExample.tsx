import { PendingPage } from '../../../app/PendingPage';

export function AdaptiveFormsExample() {
  return <PendingPage />;
}
