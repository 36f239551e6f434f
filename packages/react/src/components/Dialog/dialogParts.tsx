// Pieces Modal and Drawer share: the dialog frame, the backdrop, the close button, focus handling and drag-to-close.
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ComponentType, type ReactElement, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence, m, type PanInfo } from 'framer-motion';
import { WithFeatures } from '../MotionKitProvider/WithFeatures';
import { styled } from 'styled-components';
import { X } from 'lucide-react';
import { useMotionParts } from '../MotionScope';
import { dialogMotion } from './Dialog.motion';
import { shouldCloseOnDrag, type DragCloseDirection } from './dragClose';
import { theme } from '../../theme/theme';
import { portalContainer } from '../../lib/portalContainer';
import { closesAtOnce, handledByBackdrop } from '../../lib/backdropPress';

const Backdrop = styled(m.div)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.color.overlay};
`;

/**
 * The dimmed page behind a dialog. A press on it calls `onPress` at once: Radix's own outside-press
 * listener is armed a task after the dialog mounts, so a press that quick (a fast hand, a busy phone, a
 * test) would otherwise be lost.
 */
export function DialogBackdrop({ onPress }: { onPress?: () => void }) {
  const motion = useMotionParts(dialogMotion);
  return (
    <Dialog.Overlay asChild forceMount>
      <Backdrop
        data-dialog-backdrop=""
        onPointerDown={(event) => {
          if (closesAtOnce(event.nativeEvent)) onPress?.();
        }}
        {...motion.backdrop}
      />
    </Dialog.Overlay>
  );
}

const CloseButtonBase = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color['text-muted']};
  cursor: pointer;
  transition: background ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:hover {
    background: ${theme.color['surface-raised']};
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

/** The dialog's close button; its accessible name is 'Close'. */
export const DialogCloseButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function DialogCloseButton(props, ref) {
    return (
      <Dialog.Close asChild>
        <CloseButtonBase ref={ref} type="button" aria-label="Close" {...props}>
          <X size={18} aria-hidden="true" />
        </CloseButtonBase>
      </Dialog.Close>
    );
  },
);

/**
 * Focus handling for a controlled dialog: Radix only returns focus to its own Trigger, and our triggers are
 * ordinary buttons, so remember whatever had focus when the dialog opened and give focus back on close.
 */
export function useDialogFocus(initialFocusRef?: RefObject<HTMLElement | null>) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement ? active : null;
      const initial = initialFocusRef?.current;
      if (initial) {
        event.preventDefault();
        initial.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    },
  };
}

/** framer-motion drag props that let a panel be dragged towards `direction` and close it past the thresholds. */
export function dragToCloseProps(direction: DragCloseDirection, onClose: () => void) {
  const axis = direction === 'up' || direction === 'down' ? ('y' as const) : ('x' as const);
  const elastic = {
    top: direction === 'up' ? 1 : 0,
    bottom: direction === 'down' ? 1 : 0,
    left: direction === 'left' ? 1 : 0,
    right: direction === 'right' ? 1 : 0,
  };
  return {
    drag: axis,
    dragConstraints: { top: 0, bottom: 0, left: 0, right: 0 },
    dragElastic: elastic,
    dragMomentum: false,
    dragSnapToOrigin: true,
    onDragEnd(_event: PointerEvent | MouseEvent | TouchEvent, info: PanInfo) {
      if (shouldCloseOnDrag({ offset: info.offset, velocity: info.velocity, direction })) onClose();
    },
  };
}

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  closeOnBackdrop: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The animated panel (one element): it becomes the dialog. */
  children: ReactElement;
}

/**
 * What Modal and Drawer share around their panel: Radix Dialog (focus trap and return, Escape, outside
 * click, scroll lock, aria-modal), the backdrop and presence animations. Drag-to-close needs the app's
 * animation features to include drag (framer-motion's `domMax`, MotionKitProvider's `features`).
 */
export function DialogFrame({ open, onClose, closeOnBackdrop, initialFocusRef, children }: DialogFrameProps) {
  const focus = useDialogFocus(initialFocusRef);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <WithFeatures>
        <AnimatePresence>
          {open && (
            <Dialog.Portal forceMount container={portalContainer()} key="dialog">
              <DialogBackdrop onPress={closeOnBackdrop ? onClose : undefined} />
              <Dialog.Content
                asChild
                forceMount
                aria-modal="true"
                onOpenAutoFocus={focus.onOpenAutoFocus}
                onCloseAutoFocus={focus.onCloseAutoFocus}
                onPointerDownOutside={(event) => {
                  // A press on the backdrop has closed the dialog already (DialogBackdrop's onPress).
                  if (!closeOnBackdrop || handledByBackdrop(event.detail.originalEvent, '[data-dialog-backdrop]')) event.preventDefault();
                }}
              >
                {children}
              </Dialog.Content>
            </Dialog.Portal>
          )}
        </AnimatePresence>
      </WithFeatures>
    </Dialog.Root>
  );
}

type SectionPart = ComponentType<{ children?: ReactNode }>;

/** The styled parts a dialog draws its sections with: each kind of dialog brings its own look. */
export interface DialogSectionParts {
  Header: SectionPart;
  Heading: SectionPart;
  Title: SectionPart;
  Description: SectionPart;
  Body: SectionPart;
  Footer: SectionPart;
}

export interface DialogSectionsProps {
  parts: DialogSectionParts;
  title?: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  showCloseButton: boolean;
  children?: ReactNode;
}

/**
 * A dialog's header (title and description wired to the dialog's accessible name and description, and
 * the close button), body and footer. The header is left out when it would be empty.
 */
export function DialogSections({ parts: S, title, description, footer, showCloseButton, children }: DialogSectionsProps) {
  const hasHeader = Boolean(title) || Boolean(description) || showCloseButton;
  return (
    <>
      {hasHeader && (
        <S.Header>
          <S.Heading>
            {title && (
              <Dialog.Title asChild>
                <S.Title>{title}</S.Title>
              </Dialog.Title>
            )}
            {description && (
              <Dialog.Description asChild>
                <S.Description>{description}</S.Description>
              </Dialog.Description>
            )}
          </S.Heading>
          {showCloseButton && <DialogCloseButton />}
        </S.Header>
      )}
      {children !== undefined && <S.Body>{children}</S.Body>}
      {footer && <S.Footer>{footer}</S.Footer>}
    </>
  );
}
