import { PendingPage } from '../../app/PendingPage';

export function DocumentationPage() {
  return <PendingPage />;
}
