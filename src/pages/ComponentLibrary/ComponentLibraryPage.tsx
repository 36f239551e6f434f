import { PendingPage } from '../../app/PendingPage';

export function ComponentLibraryPage() {
  return <PendingPage />;
}
