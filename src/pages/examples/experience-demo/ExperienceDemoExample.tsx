import { PendingPage } from '../../../app/PendingPage';

export function ExperienceDemoExample() {
  return <PendingPage />;
}
