import { styled, type DefaultTheme } from 'styled-components';
import type { ToastType } from './toastQueue';
import { theme } from '../../theme/theme';

export const Item = styled.li`
  pointer-events: auto;
  width: 100%;
`;

const accent: Record<ToastType, (theme: DefaultTheme) => string> = {
  info: (theme) => theme.color.status.info,
  success: (theme) => theme.color.status.success,
  warning: (theme) => theme.color.status.warning,
  error: (theme) => theme.color.status.error,
};

export const Card = styled.div<{ $type: ToastType }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${theme.spacing['3']};
  box-sizing: border-box;
  width: 100%;
  padding: ${theme.spacing['3']} ${theme.spacing['4']};
  background: ${theme.color['surface-raised']};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${({ theme, $type }) => accent[$type](theme)};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Icon = styled.span<{ $type: ToastType }>`
  display: inline-flex;
  padding-top: 2px;
  color: ${({ theme, $type }) => accent[$type](theme)};
`;

export const Body = styled.div`
  min-width: 0;
  display: grid;
  gap: ${theme.spacing['1']};
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text};
`;

export const Message = styled.p`
  margin: 0;
  color: ${theme.color['text-muted']};
`;

export const ActionButton = styled.button`
  justify-self: start;
  margin-top: ${theme.spacing['1']};
  padding: ${theme.spacing['1']} ${theme.spacing['2']};
  background: transparent;
  color: ${theme.color.accent};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  font: inherit;
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &:hover { border-color: ${theme.color.accent}; }
  &:focus-visible { outline: 2px solid ${theme.color['focus-ring']}; outline-offset: 2px; }
`;

export const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  background: transparent;
  color: ${theme.color['text-muted']};
  border: 0;
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${theme.color.text}; background: ${theme.color.surface}; }
  &:focus-visible { outline: 2px solid ${theme.color['focus-ring']}; outline-offset: 2px; }
`;
