import { PendingPage } from '../../app/PendingPage';

export function ChangelogPage() {
  return <PendingPage />;
}
