import { PendingPage } from '../../../app/PendingPage';

export function DrawerExample() {
  return <PendingPage />;
}
