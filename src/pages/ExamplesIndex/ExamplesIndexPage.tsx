import { PendingPage } from '../../app/PendingPage';

export function ExamplesIndexPage() {
  return <PendingPage />;
}
