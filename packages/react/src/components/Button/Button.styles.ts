import { styled, css } from 'styled-components';
import { theme } from '../../theme/theme';

/** A button's look: filled primary, outlined, text-only ghost, neutral default or destructive danger. */
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'default' | 'danger';
/** A button's size. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $iconOnly?: boolean;
}

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 ${theme.spacing['3']};
    font-size: ${theme.font.size.sm};
    gap: ${theme.spacing['1']};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${theme.spacing['4']};
    font-size: ${theme.font.size.sm};
    gap: ${theme.spacing['2']};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${theme.spacing['6']};
    font-size: ${theme.font.size.base};
    gap: ${theme.spacing['2']};
  `,
};

const variants = {
  primary: css`
    background: ${theme.color['accent-bg']};
    color: ${theme.color['on-accent']};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color.primary['700']}; }
  `,
  outline: css`
    background: transparent;
    color: ${theme.color.text};
    border-color: ${theme.color.border};
    &:hover:not(:disabled):not([aria-disabled='true']) { border-color: ${theme.color.accent}; color: ${theme.color.accent}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color['surface-raised']}; }
  `,
  default: css`
    background: ${theme.color['surface-raised']};
    color: ${theme.color.text};
    border-color: ${theme.color.border};
    &:hover:not(:disabled):not([aria-disabled='true']) { border-color: ${theme.color['text-muted']}; }
  `,
  danger: css`
    background: ${theme.color['danger-bg']};
    color: ${theme.color['on-danger']};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) { filter: brightness(1.1); }
  `,
};

/** Shared by <button> and link-styled-as-button so both look and move the same. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition:
    background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    transform ${theme.motion.duration.fast} ${theme.motion.easing.spring},
    opacity ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${({ $iconOnly }) =>
    $iconOnly &&
    css`
      padding: 0;
      aspect-ratio: 1;
    `}
  &:hover:not(:disabled):not([aria-disabled='true']) { transform: translateY(-1px); }
  &:active:not(:disabled):not([aria-disabled='true']) { transform: translateY(0) scale(0.97); }
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
  svg { flex-shrink: 0; }
  [data-icon] { display: inline-flex; align-items: center; }
`;

export const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
