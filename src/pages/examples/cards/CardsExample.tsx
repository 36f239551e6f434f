import { PendingPage } from '../../../app/PendingPage';

export function CardsExample() {
  return <PendingPage />;
}
