import { PendingPage } from '../../../app/PendingPage';

export function PageTransitionsExample() {
  return <PendingPage />;
}
