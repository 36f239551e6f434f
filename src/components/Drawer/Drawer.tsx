// A panel sliding in from one edge. Like Modal, its implementation (DrawerDialog) is a deferred chunk.
import { deferredDialog } from '../Dialog';
import type { DrawerProps } from './DrawerDialog';

export type { DrawerProps } from './DrawerDialog';

const drawer = deferredDialog<DrawerProps>('Drawer', () => import('./DrawerDialog').then((module) => module.DrawerDialog));

export const Drawer = drawer.Dialog;
export const preloadDrawer = drawer.preload;
