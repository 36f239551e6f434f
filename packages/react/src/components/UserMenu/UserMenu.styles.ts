import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  position: relative;
`;

export const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 2px solid ${theme.color.border};
  border-radius: ${theme.radius.full};
  background: ${theme.color['accent-bg']};
  color: ${theme.color['on-accent']};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.spring};
  &:hover { transform: scale(1.06); }
  &:active { transform: scale(0.95); }
  &[aria-expanded='true'] { border-color: ${theme.color.accent}; }
`;

export const Menu = styled.ul`
  position: absolute;
  top: calc(100% + ${theme.spacing['2']});
  right: 0;
  z-index: ${theme.zIndex.dropdown};
  min-width: 180px;
  margin: 0;
  padding: ${theme.spacing['1']};
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color['surface-raised']};
  box-shadow: ${theme.shadow.lg};
`;

export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  width: 100%;
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.color.surface}; }
`;
