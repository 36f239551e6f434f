// A panel sliding in from one edge: the same APG dialog behaviour as Modal, closed by dragging it back out.
import type { ReactNode, RefObject } from 'react';
import { useMotionParts } from '../MotionScope';
import { drawerMotion } from './Drawer.motion';
import { DialogFrame, DialogSections, dragToCloseProps, useDialogContext, type DragCloseDirection } from '../Dialog';
import * as S from './Drawer.styles';
import type { DrawerDirection, DrawerSize } from './Drawer.styles';

/** Props of Drawer. */
export interface DrawerProps {
  /** Whether the drawer is shown; the app owns this state. */
  open: boolean;
  /** Called for every way of closing: Escape, backdrop, close button, drag. */
  onClose: () => void;
  /** The edge the drawer slides in from. */
  direction?: DrawerDirection;
  /** Width of a side drawer or height of a top or bottom one (default 'md'). */
  size?: DrawerSize;
  /** The drawer's heading and accessible name. */
  title?: ReactNode;
  /** The dialog's accessible name when there is no visible title. */
  'aria-label'?: string;
  /** A line under the title, the drawer's accessible description. */
  description?: ReactNode;
  /** Content of the drawer's footer, such as its buttons. */
  footer?: ReactNode;
  /** Whether a press on the backdrop closes the drawer (default true). */
  closeOnBackdrop?: boolean;
  /** Whether the drawer shows a close button (default true). */
  showCloseButton?: boolean;
  /** The element focused when the drawer opens (default: the first focusable one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The drawer's body. */
  children?: ReactNode;
}

const closingDirection: Record<DrawerDirection, DragCloseDirection> = {
  left: 'left',
  right: 'right',
  top: 'up',
  bottom: 'down',
};

/** A dialog sliding in from one edge of the screen (WAI-ARIA APG modal dialog), closed by Escape, the backdrop or a drag back out. */
export function Drawer({
  open,
  onClose,
  direction = 'right',
  size = 'md',
  title,
  'aria-label': ariaLabel,
  description,
  footer,
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocusRef,
  children,
}: DrawerProps) {
  const motion = useMotionParts(drawerMotion, direction);
  const sections = (
    <>
      {!title && <HiddenTitle>{ariaLabel ?? 'Drawer'}</HiddenTitle>}
      <DialogSections parts={S} title={title} description={description} footer={footer} showCloseButton={showCloseButton}>
        {children}
      </DialogSections>
    </>
  );
  return (
    <DialogFrame open={open} onClose={onClose} closeOnBackdrop={closeOnBackdrop} initialFocusRef={initialFocusRef} described={Boolean(description)}>
      {(animated) =>
        animated ? (
          <S.MotionPanel
            $direction={direction}
            $size={size}
            data-direction={direction}
            {...motion.panel}
            {...dragToCloseProps(closingDirection[direction], onClose)}
          >
            {sections}
          </S.MotionPanel>
        ) : (
          <S.Panel $direction={direction} $size={size} data-direction={direction}>
            {sections}
          </S.Panel>
        )
      }
    </DialogFrame>
  );
}

/** The drawer's name when it shows no title: a heading only assistive technology reads. */
function HiddenTitle({ children }: { children: string }) {
  return <S.VisuallyHidden id={useDialogContext().titleId}>{children}</S.VisuallyHidden>;
}
