// APG modal dialog on the native <dialog> (DialogFrame: focus in and return, Tab wrapping, Escape, backdrop
// press, scroll lock, aria) with framer-motion enter/exit and drag-down-to-close.
import type { ReactNode, RefObject } from 'react';
import { useMotionParts } from '../MotionScope';
import { modalMotion } from './Modal.motion';
import { DialogFrame, DialogSections, dragToCloseProps } from '../Dialog';
import * as S from './Modal.styles';
import type { ModalSize } from './Modal.styles';

/** Props of Modal. */
export interface ModalProps {
  /** Whether the modal is shown; the app owns this state. */
  open: boolean;
  /** Called for every way of closing: Escape, backdrop, close button, drag. */
  onClose: () => void;
  /** The modal's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, the modal's accessible description. */
  description?: ReactNode;
  /** Content of the modal's footer, such as its buttons. */
  footer?: ReactNode;
  /** Width of the dialog (default 'md'). */
  size?: ModalSize;
  /** Whether a press on the backdrop closes the modal (default true). */
  closeOnBackdrop?: boolean;
  /** Whether the modal shows a close button (default true). */
  showCloseButton?: boolean;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The modal's body. */
  children?: ReactNode;
}

/** A modal dialog (WAI-ARIA APG): focus trapped inside, Escape and the backdrop close it, focus returns to the opener. */
export function Modal({
  open,
  onClose,
  title,
  description,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocusRef,
  children,
}: ModalProps) {
  const motion = useMotionParts(modalMotion);
  const sections = (
    <DialogSections parts={S} title={title} description={description} footer={footer} showCloseButton={showCloseButton}>
      {children}
    </DialogSections>
  );
  return (
    <DialogFrame open={open} onClose={onClose} closeOnBackdrop={closeOnBackdrop} initialFocusRef={initialFocusRef} described={Boolean(description)}>
      {(animated) =>
        animated ? (
          <S.MotionPanel $size={size} {...motion.panel} {...dragToCloseProps('down', onClose)}>
            {sections}
          </S.MotionPanel>
        ) : (
          <S.Panel $size={size}>{sections}</S.Panel>
        )
      }
    </DialogFrame>
  );
}
