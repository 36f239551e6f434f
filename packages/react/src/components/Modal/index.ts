export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export type { ModalSize } from './Modal.styles';
export { DRAG_CLOSE_OFFSET_PX, DRAG_CLOSE_VELOCITY, shouldCloseOnDrag } from '../Dialog';
export type { DragCloseDirection, DragCloseInput } from '../Dialog';
export { modalMotion } from './Modal.motion';
