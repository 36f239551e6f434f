// APG modal dialog. Its implementation (ModalDialog) is a deferred chunk: see Dialog/deferredDialog.
import { deferredDialog } from '../Dialog';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

const modal = deferredDialog<ModalProps>('Modal', () => import('./ModalDialog').then((module) => module.ModalDialog));

export const Modal = modal.Dialog;
export const preloadModal = modal.preload;
