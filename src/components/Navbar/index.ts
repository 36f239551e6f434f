export { Navbar } from './Navbar';
export type { NavbarProps, NavbarVariant, NavbarSize } from './Navbar';
export { activeNavItemId, pathMatches } from './navActive';
export type { NavItem } from './navActive';
export { UserMenu, USER_MENU_ITEMS } from './UserMenu';
export type { UserMenuAction, UserMenuProps } from './UserMenu';
