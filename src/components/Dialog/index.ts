// The dialog machinery Modal and Drawer share: the deferred loading of their implementation, the frame,
// backdrop, close button and focus handling, and drag-to-close. This folder's package.json declares it
// free of side effects: Modal and Drawer, on a page's first load, take only deferredDialog through this
// door, and the bundler then leaves the heavy parts (Radix Dialog, drag) to the chunks that load later.
export { deferredDialog } from './deferredDialog';
export { DialogBackdrop, DialogCloseButton, DialogFrame, DialogSections, DragFeatures, dragToCloseProps, useDialogFocus } from './dialogParts';
export type { DialogSectionParts } from './dialogParts';
export { DRAG_CLOSE_OFFSET_PX, DRAG_CLOSE_VELOCITY, shouldCloseOnDrag } from './dragClose';
export type { DragCloseDirection, DragCloseInput } from './dragClose';
export { dialogMotion } from './Dialog.motion';
export { Description, Footer, Heading } from './Dialog.styles';
