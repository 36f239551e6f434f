// The dialog machinery Modal, Drawer and the command palette share: the frame, backdrop, close button and title wiring, and
// drag-to-close.
export { BodyPortal, DialogBackdrop, DialogCloseButton, DialogFrame, DialogSections, dragToCloseProps, useCanPortal, useDialogContext } from './dialogParts';
export type { DialogSectionParts } from './dialogParts';
export { tabbableIn, useModalDialog, wrapTarget } from './modalDialog';
export type { ModalDialogOptions } from './modalDialog';
export { DRAG_CLOSE_OFFSET_PX, DRAG_CLOSE_VELOCITY, shouldCloseOnDrag } from './dragClose';
export type { DragCloseDirection, DragCloseInput } from './dragClose';
export { dialogMotion } from './Dialog.motion';
export { Description, Footer, Heading, modalDialogReset } from './Dialog.styles';
