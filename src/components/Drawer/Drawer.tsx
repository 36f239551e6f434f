// A panel sliding in from one edge. Like Modal, the dialog machinery is a separate chunk, loaded when the
// browser is idle or at the latest when the drawer first opens.
import { preloadable, usePreloaded } from '../../lib/preloadable';
import { useEscapeWhileLoading } from '../Modal/useEscapeWhileLoading';
import type { DrawerProps } from './DrawerDialog';

export type { DrawerProps } from './DrawerDialog';

const drawerDialog = preloadable(() => import('./DrawerDialog').then((module) => module.DrawerDialog));

/** Loads the drawer implementation ahead of time (tests, or a page that is about to open one). */
export const preloadDrawer = () => drawerDialog.load();

export function Drawer(props: DrawerProps) {
  const DrawerDialog = usePreloaded(drawerDialog, props.open);
  useEscapeWhileLoading(props.open && !DrawerDialog, props.onClose);
  // The component comes from the module cache, so it is the same function on every render.
  // eslint-disable-next-line react-hooks/static-components
  return DrawerDialog ? <DrawerDialog {...props} /> : null;
}
