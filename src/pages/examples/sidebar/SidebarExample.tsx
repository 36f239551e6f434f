import { PendingPage } from '../../../app/PendingPage';

export function SidebarExample() {
  return <PendingPage />;
}
