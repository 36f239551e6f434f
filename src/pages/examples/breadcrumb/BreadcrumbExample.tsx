import { PendingPage } from '../../../app/PendingPage';

export function BreadcrumbExample() {
  return <PendingPage />;
}
