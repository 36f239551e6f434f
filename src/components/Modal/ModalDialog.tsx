// APG modal dialog on Radix Dialog (focus trap and return, Escape, outside click, scroll lock, aria) with
// framer-motion enter/exit and drag-down-to-close.
import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMotionParts } from '../MotionScope';
import { modalMotion } from './Modal.motion';
import { DialogCloseButton, DialogFrame, dragToCloseProps } from '../Dialog';
import { Body, Description, Footer, Header, Heading, Panel, Title, type ModalSize } from './Modal.styles';

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

/** The dialog itself; `Modal` loads it on first open (or when idle), so it is not first-load JS. */
export function ModalDialog({
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
      <Panel
        $size={size}
        {...motion.panel}
        {...dragToCloseProps('down', onClose)}
      >
        <Header>
          <Heading>
            <Dialog.Title asChild>
              <Title>{title}</Title>
            </Dialog.Title>
            {description && (
              <Dialog.Description asChild>
                <Description>{description}</Description>
              </Dialog.Description>
            )}
          </Heading>
          {showCloseButton && <DialogCloseButton />}
        </Header>
        {children !== undefined && <Body>{children}</Body>}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </DialogFrame>
  );
}
