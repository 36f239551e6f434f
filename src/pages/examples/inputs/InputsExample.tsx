import { PendingPage } from '../../../app/PendingPage';

export function InputsExample() {
  return <PendingPage />;
}
