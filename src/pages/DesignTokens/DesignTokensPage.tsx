import { PendingPage } from '../../app/PendingPage';

export function DesignTokensPage() {
  return <PendingPage />;
}
