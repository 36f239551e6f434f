export { NavbarExample as default } from './NavbarExample';
