export { MotionKitProvider } from './MotionKitProvider';
export type { MotionKitProviderProps, ToastSettings } from './MotionKitProvider';
export { KitLink, LinkProvider, useCurrentPath } from './linkContext';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './linkContext';
export type { AnimationFeatures } from './featuresContext';
