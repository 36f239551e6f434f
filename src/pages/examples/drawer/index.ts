export { DrawerExample as default } from './DrawerExample';
