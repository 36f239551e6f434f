// APG modal dialog. The dialog machinery (Radix Dialog, motion, drag) is a separate chunk: it loads when
// the browser is idle after the page appears, or at the latest when the modal first opens.
import { preloadable, usePreloaded } from '../../lib/preloadable';
import { useEscapeWhileLoading } from './useEscapeWhileLoading';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

const modalDialog = preloadable(() => import('./ModalDialog').then((module) => module.ModalDialog));

/** Loads the dialog implementation ahead of time (tests, or a page that is about to open one). */
export const preloadModal = () => modalDialog.load();

export function Modal(props: ModalProps) {
  const ModalDialog = usePreloaded(modalDialog, props.open);
  useEscapeWhileLoading(props.open && !ModalDialog, props.onClose);
  // The component comes from the module cache, so it is the same function on every render.
  // eslint-disable-next-line react-hooks/static-components
  return ModalDialog ? <ModalDialog {...props} /> : null;
}
