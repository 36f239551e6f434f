// APG modal dialog on Radix Dialog (focus trap and return, Escape, outside click, scroll lock, aria) with
// framer-motion enter/exit and drag-down-to-close.
import type { ReactNode, RefObject } from 'react';
import { useMotionParts } from '../MotionScope';
import { modalMotion } from './Modal.motion';
import { DialogFrame, DialogSections, dragToCloseProps } from '../Dialog';
import * as S from './Modal.styles';
import type { ModalSize } from './Modal.styles';

export interface ModalProps {
  open: boolean;
  /** Called for every way of closing: Escape, backdrop, close button, drag. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  closeOnBackdrop?: boolean;
  showCloseButton?: boolean;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
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
  return (
    <DialogFrame open={open} onClose={onClose} closeOnBackdrop={closeOnBackdrop} initialFocusRef={initialFocusRef}>
      <S.Panel
        $size={size}
        {...motion.panel}
        {...dragToCloseProps('down', onClose)}
      >
        <DialogSections parts={S} title={title} description={description} footer={footer} showCloseButton={showCloseButton}>
          {children}
        </DialogSections>
      </S.Panel>
    </DialogFrame>
  );
}
