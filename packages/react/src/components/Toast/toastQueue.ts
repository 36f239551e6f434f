// The toast rules of SPEC sections 3, 4 and 9 as pure functions: defaults, the error rule and the cap.
import type { ReactNode } from 'react';
import type { MotionScopeValue } from '../MotionScope';

export const TOAST_MAX = 5;
/** How long a toast stays, in milliseconds, unless its options say otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Where toasts can appear. */
export const TOAST_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
/** A corner or edge of the screen where toasts appear. */
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
/** Where toasts appear unless the provider or a toast says otherwise. */
export const TOAST_DEFAULT_POSITION: ToastPosition = 'top-right';

/** The kinds of toast. */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;
/** A toast's kind: its icon, colour and how urgently it is announced. */
export type ToastType = (typeof TOAST_TYPES)[number];

/** A button in a toast. */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /** Runs when the button is pressed; the toast then closes. */
  onClick: () => void;
}

/** A toast as the store holds it. */
export interface Toast {
  /** Its id, as show() returned it. */
  id: string;
  /** Its kind. */
  type: ToastType;
  /** Bold first line. */
  title?: ReactNode;
  /** The message under the title. */
  message?: ReactNode;
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. Always 0 for errors. */
  duration: number;
  /** Whether it shows a close button. */
  dismissible: boolean;
  /** A button in the toast. */
  action?: ToastAction;
  /** Called once when the toast leaves, however it leaves (dismissed, timed out, pushed out by the cap). */
  onDismiss?: (id: string) => void;
  /** The motion scope (a docs preview) the toast was shown from: the toast plays at its speed. */
  motionScope?: MotionScopeValue;
}

/** What `show` accepts: everything but the id is optional. */
export type ToastOptions = Partial<Omit<Toast, 'id'>> & { id?: string };

/** Whether a value (a URL parameter, a stored setting) names a toast position. */
export function isToastPosition(value: unknown): value is ToastPosition {
  return typeof value === 'string' && (TOAST_POSITIONS as readonly string[]).includes(value);
}

const TOAST_TYPE_NAMES: Record<ToastType, string> = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' };

const isBlank = (text: ReactNode) => text == null || typeof text === 'boolean' || (typeof text === 'string' && text.trim() === '');

/**
 * Fills in defaults: info, 5000 ms, dismissible; errors never auto-close; negative or invalid durations
 * mean 0. A toast with neither title nor message is still read as something: its type's name.
 */
export function createToast(options: ToastOptions, id: string): Toast {
  const type = options.type ?? 'info';
  const untitled = isBlank(options.title) && isBlank(options.message);
  const requested = options.duration ?? TOAST_DEFAULT_DURATION_MS;
  const duration = type === 'error' || !Number.isFinite(requested) || requested < 0 ? 0 : requested;
  return {
    id,
    type,
    title: untitled ? TOAST_TYPE_NAMES[type] : options.title,
    message: untitled ? undefined : options.message,
    duration,
    dismissible: options.dismissible ?? true,
    action: options.action,
    onDismiss: options.onDismiss,
    motionScope: options.motionScope,
  };
}

export interface QueueChange {
  toasts: Toast[];
  /** Toasts that left the queue, oldest first: their onDismiss is due. */
  removed: Toast[];
}

/** Appends a toast (replacing one with the same id) and drops the oldest beyond `max`. */
export function enqueueToast(toasts: readonly Toast[], toast: Toast, max: number = TOAST_MAX): QueueChange {
  const next = [...toasts.filter((existing) => existing.id !== toast.id), toast];
  const overflow = Math.max(0, next.length - Math.max(1, max));
  return { toasts: next.slice(overflow), removed: next.slice(0, overflow) };
}

export function removeToast(toasts: readonly Toast[], id: string): QueueChange {
  return {
    toasts: toasts.filter((toast) => toast.id !== id),
    removed: toasts.filter((toast) => toast.id === id),
  };
}

/** Whether a toast closes by itself. */
export function autoCloses(toast: Pick<Toast, 'duration' | 'type'>): boolean {
  return toast.type !== 'error' && toast.duration > 0;
}
