export { SmartButton } from './SmartButton';
export type { SmartButtonProps, SmartButtonClickLog } from './SmartButton';
