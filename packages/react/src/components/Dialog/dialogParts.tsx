// Pieces Modal and Drawer share: the dialog frame (a native modal <dialog>, see modalDialog.ts), the
// backdrop, the close button, the title and description wiring, and drag-to-close.
import { cloneElement, createContext, forwardRef, useContext, useId, useSyncExternalStore, type ComponentPropsWithoutRef, type ComponentType, type ReactElement, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { AnimatePresence, m, type PanInfo } from 'framer-motion';
import { WithFeatures, useAnimatedWhileShown, useFeaturesSettled } from '../MotionKitProvider/WithFeatures';
import { styled } from 'styled-components';
import { X } from 'lucide-react';
import { useMotionParts } from '../MotionScope';
import { dialogMotion } from './Dialog.motion';
import { shouldCloseOnDrag, type DragCloseDirection } from './dragClose';
import { useModalDialog } from './modalDialog';
import { theme } from '../../theme/theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  background: ${theme.color.overlay};
`;

const MotionBackdrop = m.create(Backdrop);

/**
 * The dimmed page behind a dialog, drawn (and, when `animated`, faded) under the dialog's top layer. It
 * takes no press: the open dialog makes it inert like the rest of the page, and a press there lands on
 * the dialog's ::backdrop (useModalDialog closes on it).
 */
export function DialogBackdrop({ animated = true }: { animated?: boolean }) {
  const motion = useMotionParts(dialogMotion);
  return animated ? (
    <MotionBackdrop data-dialog-backdrop="" aria-hidden="true" {...motion.backdrop} />
  ) : (
    <Backdrop data-dialog-backdrop="" aria-hidden="true" />
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

/** What the parts inside an open dialog need from it: the ids that name and describe it, and its close. */
interface DialogContextValue {
  titleId: string;
  descriptionId: string;
  close: () => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

/** The open dialog's ids and close; the parts below are only rendered inside one. */
export function useDialogContext(): DialogContextValue {
  const value = useContext(DialogContext);
  if (!value) throw new Error('Dialog parts must be rendered inside DialogFrame');
  return value;
}

/** The dialog's close button; its accessible name is 'Close'. */
export const DialogCloseButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function DialogCloseButton({ onClick, ...props }, ref) {
    const { close } = useDialogContext();
    return (
      <CloseButtonBase
        ref={ref}
        type="button"
        aria-label="Close"
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) close();
        }}
        {...props}
      >
        <X size={18} aria-hidden="true" />
      </CloseButtonBase>
    );
  },
);

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

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: a dialog open at first render appears after hydration. */
export function useCanPortal(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Dialogs render at the end of the body, as a portal, so they inherit nothing from where they are declared. */
export function BodyPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  closeOnBackdrop: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether the dialog shows a description (DialogSections' `description`), which then describes it. */
  described?: boolean;
  /**
   * The panel, a `<dialog>` element, which gets the dialog's props: animated (an `m.create`d one) when
   * `animated`, plain when the app's lazy motion features failed to load.
   */
  children: (animated: boolean) => ReactElement;
}

/**
 * What Modal and Drawer share around their panel: the modal `<dialog>` (focus in, Tab wrapping, focus
 * return, Escape, backdrop press, scroll lock, aria-modal), the backdrop and presence animations.
 * Drag-to-close needs the app's animation features to include drag (framer-motion's `domMax`,
 * MotionKitProvider's `features`).
 */
export function DialogFrame({ open, children, ...options }: DialogFrameProps) {
  const canPortal = useCanPortal();
  // Dragging to close needs the features, so a dialog opened before they arrive waits for them.
  const settled = useFeaturesSettled(open);
  const shown = open && canPortal && settled;
  const animated = useAnimatedWhileShown(shown);
  return (
    <WithFeatures>
      <AnimatePresence>
        {shown && (
          <BodyPortal key="dialog">
            <DialogBackdrop animated={animated} />
            <DialogContent {...options}>{children(animated)}</DialogContent>
          </BodyPortal>
        )}
      </AnimatePresence>
    </WithFeatures>
  );
}

/** The open dialog: mounted with it, so the dialog is shown on mount and closed (focus returned) on unmount. */
function DialogContent({ onClose, closeOnBackdrop, initialFocusRef, described = false, children }: Omit<DialogFrameProps, 'open' | 'children'> & { children: ReactElement }) {
  const id = useId();
  const context = { titleId: `${id}-title`, descriptionId: `${id}-description`, close: onClose };
  const dialog = useModalDialog({ onClose, closeOnBackdrop, initialFocusRef });
  return (
    <DialogContext.Provider value={context}>
      {cloneElement(children as ReactElement<Record<string, unknown>>, {
        ...dialog,
        'aria-labelledby': context.titleId,
        'aria-describedby': described ? context.descriptionId : undefined,
      })}
    </DialogContext.Provider>
  );
}

type SectionPart = ComponentType<{ children?: ReactNode; id?: string }>;

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
  const { titleId, descriptionId } = useDialogContext();
  const hasHeader = Boolean(title) || Boolean(description) || showCloseButton;
  return (
    <>
      {hasHeader && (
        <S.Header>
          <S.Heading>
            {title && <S.Title id={titleId}>{title}</S.Title>}
            {description && <S.Description id={descriptionId}>{description}</S.Description>}
          </S.Heading>
          {showCloseButton && <DialogCloseButton />}
        </S.Header>
      )}
      {children !== undefined && <S.Body>{children}</S.Body>}
      {footer && <S.Footer>{footer}</S.Footer>}
    </>
  );
}
