import { PendingPage } from '../../../app/PendingPage';

export function TabsExample() {
  return <PendingPage />;
}
