// The dialog machinery Modal and Drawer share: the frame, backdrop, close button and focus handling, and
// drag-to-close.
export { DialogBackdrop, DialogCloseButton, DialogFrame, DialogSections, dragToCloseProps, useDialogFocus } from './dialogParts';
export type { DialogSectionParts } from './dialogParts';
export { DRAG_CLOSE_OFFSET_PX, DRAG_CLOSE_VELOCITY, shouldCloseOnDrag } from './dragClose';
export type { DragCloseDirection, DragCloseInput } from './dragClose';
export { dialogMotion } from './Dialog.motion';
export { Description, Footer, Heading } from './Dialog.styles';
