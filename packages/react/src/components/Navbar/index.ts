export { Navbar } from './Navbar';
export type { NavbarProps, NavbarVariant, NavbarSize } from './Navbar';
export { activeNavItemId, pathMatches } from './navActive';
export type { NavItem } from './navActive';
