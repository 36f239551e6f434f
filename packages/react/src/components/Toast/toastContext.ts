import { createContext } from 'react';
import type { ToastStoreApi } from './toastStore';

/** The toast store of the nearest ToastProvider (MotionKitProvider renders one). */
export const ToastStoreContext = createContext<ToastStoreApi | null>(null);
