export { Sidebar, SidebarSection, SidebarItem, SidebarLayout, SIDEBAR_TOGGLE_LABEL, SIDEBAR_MOBILE_QUERY } from './Sidebar';
export type { SidebarProps, SidebarSectionProps, SidebarItemProps, SidebarItemBase } from './Sidebar';
export { useMediaQuery } from '../../hooks/useMediaQuery';
