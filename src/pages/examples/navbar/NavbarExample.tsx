import { PendingPage } from '../../../app/PendingPage';

export function NavbarExample() {
  return <PendingPage />;
}
