import { PendingPage } from '../../app/PendingPage';

export function HomePage() {
  return <PendingPage />;
}
