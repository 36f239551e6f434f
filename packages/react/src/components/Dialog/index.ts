// The dialog machinery Modal and Drawer share: the frame, backdrop, close button and title wiring, and
// drag-to-close.
export { DialogBackdrop, DialogCloseButton, DialogFrame, DialogSections, dragToCloseProps, useDialogContext } from './dialogParts';
export type { DialogSectionParts } from './dialogParts';
export { tabbableIn, useModalDialog, wrapTarget } from './modalDialog';
export type { ModalDialogOptions } from './modalDialog';
export { DRAG_CLOSE_OFFSET_PX, DRAG_CLOSE_VELOCITY, shouldCloseOnDrag } from './dragClose';
export type { DragCloseDirection, DragCloseInput } from './dragClose';
export { dialogMotion } from './Dialog.motion';
export { Description, Footer, Heading, modalDialogReset } from './Dialog.styles';
