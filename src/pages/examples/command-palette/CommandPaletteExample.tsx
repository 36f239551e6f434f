import { PendingPage } from '../../../app/PendingPage';

export function CommandPaletteExample() {
  return <PendingPage />;
}
