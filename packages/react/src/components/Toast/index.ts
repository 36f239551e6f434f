export { ToastProvider, useToast, useToastStore } from './ToastProvider';
export type { ToastProviderProps, UseToastResult } from './ToastProvider';
export { ToastViewport, TOAST_REGION_LABEL } from './ToastViewport';
export type { ToastViewportProps } from './ToastViewport';
export { createToastStore } from './toastStore';
export type { ToastStore, ToastStoreApi, ToastState, ToastActions, ToastStoreOptions } from './toastStore';
export {
  TOAST_MAX,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_POSITION,
  TOAST_POSITIONS,
  TOAST_TYPES,
  isToastPosition,
} from './toastQueue';
export type { Toast, ToastOptions, ToastType, ToastPosition, ToastAction } from './toastQueue';
export { toastMotion } from './Toast.motion';
