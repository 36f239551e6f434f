import { styled, css } from 'styled-components';
import type { FieldMessageKind } from '../../lib/fieldMessage';
import { phoneFieldText, theme } from '../../theme/theme';

/** A field's look: bordered on the surface colour, outlined with a thicker border on transparent, or filled. */
export type FieldVariant = 'default' | 'outlined' | 'filled';
/** A field's size. */
export type FieldSize = 'sm' | 'md' | 'lg';
export type FieldState = 'error' | 'success' | undefined;

// Control heights per size; the floating label needs the taller end of each.
const heights: Record<FieldSize, number> = { sm: 36, md: 44, lg: 52 };
const floatingHeights: Record<FieldSize, number> = { sm: 48, md: 56, lg: 64 };

export const Field = styled.div<{ $fullWidth?: boolean }>`
  display: grid;
  /* Stretched by a grid row (a neighbour's longer hint), the extra height stays below, not in the box. */
  align-content: start;
  gap: ${theme.spacing['1']};
  width: ${({ $fullWidth = true }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
`;

export const FixedLabel = styled.label`
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

interface ControlProps {
  $variant: FieldVariant;
  $size: FieldSize;
  $state: FieldState;
  $floating: boolean;
}

const variantStyles = {
  default: css`
    background: ${theme.color.surface};
    border-color: ${theme.color.border};
  `,
  outlined: css`
    background: transparent;
    border-width: 2px;
    border-color: ${theme.color.border};
  `,
  filled: css`
    background: ${theme.color['surface-raised']};
    border-color: transparent;
    border-bottom-color: ${theme.color['text-muted']};
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  `,
};

/** The box around the native control: border, icon slots and the floating label live here. */
export const Control = styled.div<ControlProps>`
  position: relative;
  display: flex;
  align-items: stretch;
  min-height: ${({ $size, $floating }) => ($floating ? floatingHeights[$size] : heights[$size])}px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  transition:
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    box-shadow ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $state, theme }) =>
    $state === 'error'
      ? css`border-color: ${theme.color.status.error};`
      : $state === 'success'
        ? css`border-color: ${theme.color.status.success};`
        : null}
  &:hover { border-color: ${({ theme, $state }) => ($state ? undefined : theme.color['text-muted'])}; }
  &:focus-within {
    border-color: ${({ theme, $state }) => ($state === 'error' ? theme.color.status.error : theme.color.accent)};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.color.accent} 30%, transparent);
  }
  &[data-disabled='true'] { opacity: 0.6; }
`;

const fontSizes = { sm: 'sm', md: 'sm', lg: 'base' } as const;

/** Shared by <input> and <select> so both read the same. */
export const nativeControl = css<{ $size: FieldSize; $floating: boolean }>`
  flex: 1;
  min-width: 0;
  width: 100%;
  margin: 0;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-size: ${({ theme, $size }) => theme.font.size[fontSizes[$size]]};
  ${phoneFieldText}
  padding: 0 ${theme.spacing['3']};
  border-radius: inherit;
  outline: none;
  &::placeholder { color: ${theme.color['text-muted']}; opacity: 1; }
  &:disabled { cursor: not-allowed; }
  ${({ $floating, theme }) =>
    $floating &&
    css`
      /* Room above the value for the raised label, so the two never overlap. */
      padding-top: ${theme.spacing['4']};
      &::placeholder { opacity: 0; transition: opacity ${theme.motion.duration.fast} ${theme.motion.easing.standard}; }
      &:focus::placeholder { opacity: 1; }
    `}
`;

export const NativeInput = styled.input<{ $size: FieldSize; $floating: boolean }>`
  ${nativeControl}
  &::-webkit-search-cancel-button { display: none; }
`;

/** Floating label: sits where the value goes, then rises above it on focus or when filled. */
export const FloatingLabel = styled.label<{ $size: FieldSize; $withIcon: boolean }>`
  position: absolute;
  top: 50%;
  left: ${({ theme, $withIcon }) => ($withIcon ? `calc(${theme.spacing['3']} + 20px + ${theme.spacing['2']})` : theme.spacing['3'])};
  max-width: calc(100% - ${theme.spacing['12']});
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.color['text-muted']};
  font-size: ${({ theme, $size }) => theme.font.size[fontSizes[$size]]};
  ${phoneFieldText}
  pointer-events: none;
  transform-origin: left top;
  transform: translateY(-50%);
  transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  input:focus ~ &,
  input:not(:placeholder-shown) ~ &,
  &[data-floated='true'] {
    /* Raised into the top padding of the control; scale keeps it a transform-only move. */
    transform: translateY(calc(-50% - 0.8em)) scale(0.8);
  }
  input:focus ~ & { color: ${theme.color.accent}; }
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  color: ${theme.color['text-muted']};
  &:first-child { padding-left: ${theme.spacing['3']}; }
  &:first-child + * { padding-left: ${theme.spacing['2']}; }
`;

export const Trailing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  flex-shrink: 0;
  padding-right: ${theme.spacing['2']};
  color: ${theme.color['text-muted']};
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color['text-muted']};
  cursor: pointer;
  transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.spring};
  &:hover { color: ${theme.color.text}; }
  &:active { transform: scale(0.9); }
`;

const messageColors: Record<FieldMessageKind, 'error' | 'success' | null> = { error: 'error', success: 'success', hint: null };

export const Message = styled.p<{ $kind: FieldMessageKind }>`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  margin: 0;
  font-size: ${theme.font.size.xs};
  color: ${({ theme, $kind }) => {
    const status = messageColors[$kind];
    return status ? theme.color.status[status] : theme.color['text-muted'];
  }};
`;
