// One toast: its timer, its live-region role, and its dismiss and action buttons.
import { forwardRef, type FocusEvent } from 'react';
import { m, useIsPresent } from 'framer-motion';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { useMotionParts } from '../MotionScope';
import { toastMotion } from './Toast.motion';
import * as S from './Toast.styles';
import type { Toast as ToastData, ToastPosition, ToastType } from './toastQueue';
import { useToastTimer } from './useToastTimer';
import { focusAfterDismiss, noteFocusEntry } from './focusAfterDismiss';
import { useAnimatedOnMount } from '../MotionKitProvider/WithFeatures';

const icons: Record<ToastType, typeof Info> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
};

const MotionItem = m.create(S.Item);

export interface ToastItemProps {
  toast: ToastData;
  position: ToastPosition;
  onDismiss: (id: string) => void;
}

export const ToastItem = forwardRef<HTMLLIElement, ToastItemProps>(function ToastItem({ toast, position, onDismiss }, ref) {
  const dismiss = () => onDismiss(toast.id);
  // A toast on its way out (its exit animation) is inert: neither focus nor a second press reach it.
  const present = useIsPresent();
  const timer = useToastTimer(toast.duration, dismiss);
  const Icon = icons[toast.type];
  const animated = useAnimatedOnMount();
  const motion = useMotionParts(toastMotion, position.startsWith('top') ? 'top' : 'bottom', toast.motionScope);

  // Dismissed from its own button while focused: focus moves on before the toast goes.
  const dismissFrom = (button: HTMLElement) => {
    const item = button.closest('li');
    if (item && button.contains(document.activeElement)) focusAfterDismiss(item)?.focus();
    dismiss();
  };

  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    noteFocusEntry(event.currentTarget, event.relatedTarget);
    timer.pauseFor('focus');
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.resumeFrom('focus');
  };

  const item = {
    ref,
    onMouseEnter: () => timer.pauseFor('hover'),
    onMouseLeave: () => timer.resumeFrom('hover'),
    onFocus,
    onBlur,
    'data-type': toast.type,
    'data-leaving': present ? undefined : '',
    inert: !present,
    'data-paused': timer.paused ? '' : undefined,
  };
  const card = (
    <S.Card $type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'} aria-atomic="true">
      <S.Icon $type={toast.type} aria-hidden="true">
        <Icon size={18} />
      </S.Icon>
      <S.Body>
        {toast.title ? <S.Title>{toast.title}</S.Title> : null}
        {toast.message ? <S.Message>{toast.message}</S.Message> : null}
        {toast.action ? (
          <S.ActionButton
            type="button"
            onClick={(event) => {
              toast.action?.onClick();
              dismissFrom(event.currentTarget);
            }}
          >
            {toast.action.label}
          </S.ActionButton>
        ) : null}
      </S.Body>
      {toast.dismissible ? (
        <S.DismissButton type="button" aria-label="Dismiss notification" onClick={(event) => dismissFrom(event.currentTarget)}>
          <X size={16} aria-hidden="true" />
        </S.DismissButton>
      ) : null}
    </S.Card>
  );
  // A toast raised before the app's lazy motion features arrived appears, and leaves, without animation.
  return animated ? (
    <MotionItem layout {...motion.item} {...item}>
      {card}
    </MotionItem>
  ) : (
    <S.Item {...item}>{card}</S.Item>
  );
});
