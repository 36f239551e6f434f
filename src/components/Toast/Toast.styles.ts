import styled, { css, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/theme';
import type { ToastPosition, ToastType } from './toastQueue';

const placement: Record<ToastPosition, ReturnType<typeof css>> = {
  'top-left': css`top: 0; left: 0; align-items: flex-start;`,
  'top-center': css`top: 0; left: 50%; transform: translateX(-50%); align-items: center;`,
  'top-right': css`top: 0; right: 0; align-items: flex-end;`,
  'bottom-left': css`bottom: 0; left: 0; align-items: flex-start;`,
  'bottom-center': css`bottom: 0; left: 50%; transform: translateX(-50%); align-items: center;`,
  'bottom-right': css`bottom: 0; right: 0; align-items: flex-end;`,
};

export const Viewport = styled.ol<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  /* Newest toast sits nearest the screen edge it is anchored to. */
  flex-direction: ${({ $position }) => ($position.startsWith('top') ? 'column-reverse' : 'column')};
  gap: ${({ theme }) => theme.spacing['2']};
  box-sizing: border-box;
  width: min(420px, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.spacing['4']};
  list-style: none;
  /* The empty strip over the page must not swallow clicks. */
  pointer-events: none;
  ${({ $position }) => placement[$position]}

  ${media.mobile} {
    left: 0;
    right: 0;
    width: 100%;
    transform: none;
    align-items: stretch;
    padding: ${({ theme }) => theme.spacing['3']};
  }
`;

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
  gap: ${({ theme }) => theme.spacing['3']};
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => theme.spacing['3']} ${({ theme }) => theme.spacing['4']};
  background: ${({ theme }) => theme.color['surface-raised']};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $type }) => accent[$type](theme)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
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
  gap: ${({ theme }) => theme.spacing['1']};
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color['text-muted']};
`;

export const ActionButton = styled.button`
  justify-self: start;
  margin-top: ${({ theme }) => theme.spacing['1']};
  padding: ${({ theme }) => theme.spacing['1']} ${({ theme }) => theme.spacing['2']};
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.accent}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color['focus-ring']}; outline-offset: 2px; }
`;

export const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.color['text-muted']};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surface}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color['focus-ring']}; outline-offset: 2px; }
`;
