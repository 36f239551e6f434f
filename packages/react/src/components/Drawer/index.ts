export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export type { DrawerDirection, DrawerSize } from './Drawer.styles';
export { drawerMotion } from './Drawer.motion';
