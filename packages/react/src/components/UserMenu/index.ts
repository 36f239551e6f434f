export { UserMenu, USER_MENU_ITEMS } from './UserMenu';
export type { UserMenuAction, UserMenuProps } from './UserMenu';
