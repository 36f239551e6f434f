export { SidebarExample as default } from './SidebarExample';
