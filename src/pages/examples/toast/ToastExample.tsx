import { PendingPage } from '../../../app/PendingPage';

export function ToastExample() {
  return <PendingPage />;
}
