// An inline message: errors and warnings interrupt (role="alert"), info and success wait politely (role="status").
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import { theme } from '../../theme/theme';

/** The alert's kind: its icon, colour and how urgently it is announced. */
export type AlertType = 'info' | 'success' | 'warning' | 'error';

/** Props of Alert; other attributes go to its root element. */
export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  /** The kind of alert (default 'info'); 'error' and 'warning' are announced at once, the others politely. */
  type?: AlertType;
  /** Bold first line above the message. */
  title?: ReactNode;
  /** Shows a 'Dismiss alert' button that calls onDismiss. */
  dismissible?: boolean;
  /** Called by the dismiss button; the app removes the alert. */
  onDismiss?: () => void;
  /** Extra control shown under the message, such as a retry button. */
  action?: ReactNode;
  /** The message. */
  children?: ReactNode;
}

const icons: Record<AlertType, LucideIcon> = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
};

/** Urgent types are announced at once; the others when the screen reader is idle. */
export function alertRole(type: AlertType): 'alert' | 'status' {
  return type === 'error' || type === 'warning' ? 'alert' : 'status';
}

/** A message with an icon by kind, an optional title, action and dismiss button. */
export function Alert({ type = 'info', title, dismissible = false, onDismiss, action, children, ...rest }: AlertProps) {
  const Icon = icons[type];
  return (
    <Box role={alertRole(type)} data-type={type} $type={type} {...rest}>
      <IconWrap $type={type} aria-hidden="true">
        <Icon size={20} />
      </IconWrap>
      <Content>
        {title && <Title>{title}</Title>}
        {children && <Message>{children}</Message>}
        {action && <Action>{action}</Action>}
      </Content>
      {dismissible && (
        <DismissButton type="button" aria-label="Dismiss alert" onClick={onDismiss}>
          <X size={16} aria-hidden="true" />
        </DismissButton>
      )}
    </Box>
  );
}

const Box = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing['3']};
  padding: ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-left-width: 4px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  ${({ $type, theme }) => css`
    border-left-color: ${theme.color.status[$type]};
  `}
`;

const IconWrap = styled.span<{ $type: AlertType }>`
  display: inline-flex;
  flex-shrink: 0;
  margin-top: 1px;
  color: ${({ theme, $type }) => theme.color.status[$type]};
`;

const Content = styled.div`
  display: grid;
  gap: ${theme.spacing['1']};
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${theme.font.weight.semibold};
`;

const Message = styled.div`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  margin-top: ${theme.spacing['2']};
`;

const DismissButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  margin: -${theme.spacing['1']} -${theme.spacing['1']} 0 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color['text-muted']};
  cursor: pointer;
  &:hover {
    background: ${theme.color['surface-raised']};
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;
