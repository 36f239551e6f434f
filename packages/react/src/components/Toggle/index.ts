export { Toggle } from './Toggle';
export type { ToggleProps, ToggleSize, ToggleVariant } from './Toggle';
export type { ToggleIconType } from './toggleIcons';
