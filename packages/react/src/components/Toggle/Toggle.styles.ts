import { styled, css } from 'styled-components';
import type { ToggleSize, ToggleVariant } from './Toggle';
import { theme } from '../../theme/theme';

interface TrackProps {
  $size: ToggleSize;
  $variant: ToggleVariant;
  $on: boolean;
}

// Track width, height and thumb diameter in px per size; the thumb travels width - height.
const dims: Record<ToggleSize, { width: number; height: number }> = {
  sm: { width: 36, height: 20 },
  md: { width: 48, height: 26 },
  lg: { width: 60, height: 32 },
};
const PAD = 3;

export const iconSizes: Record<ToggleSize, number> = { sm: 10, md: 13, lg: 16 };

const radius = (variant: ToggleVariant) =>
  variant === 'square'
    ? css`border-radius: ${theme.radius.sm};`
    : variant === 'pill'
      ? css`border-radius: ${theme.radius.full};`
      : css`border-radius: ${theme.radius.full};`;

export const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['3']};
`;

export const Track = styled.button<TrackProps>`
  position: relative;
  flex-shrink: 0;
  width: ${({ $size, $variant }) => dims[$size].width + ($variant === 'pill' ? 8 : 0)}px;
  height: ${({ $size }) => dims[$size].height}px;
  padding: 0;
  border: 1px solid transparent;
  /* The off track uses the muted text colour so the control keeps 3:1 against the page in both themes. */
  background: ${({ theme, $on }) => ($on ? theme.color['accent-bg'] : theme.color['text-muted'])};
  cursor: pointer;
  transition:
    background-color ${theme.motion.duration.normal} ${theme.motion.easing.standard},
    border-color ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  ${({ $variant }) => radius($variant)}
  &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { opacity: 0.8; cursor: progress; }
  /* A touch target of at least 24 px however small the track (the sm track is 20 px tall). */
  &::after { content: ''; position: absolute; inset: -6px -4px; }
`;

export const Thumb = styled.span<TrackProps>`
  position: absolute;
  top: ${PAD - 1}px;
  left: ${PAD - 1}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size, $variant }) => dims[$size].height - PAD * 2 + ($variant === 'pill' ? 8 : 0)}px;
  height: ${({ $size }) => dims[$size].height - PAD * 2}px;
  background: ${theme.color.white};
  color: ${theme.color.gray['700']};
  box-shadow: ${theme.shadow.sm};
  transform: translateX(${({ $size, $on }) => ($on ? dims[$size].width - dims[$size].height : 0)}px);
  transition: transform ${theme.motion.duration.normal} ${theme.motion.easing.spring};
  ${({ $variant }) =>
    $variant === 'square'
      ? css`border-radius: ${theme.radius.sm};`
      : css`border-radius: ${theme.radius.full};`}
  ${Track}:active:not([aria-disabled='true']) & { transform: translateX(${({ $size, $on }) => ($on ? dims[$size].width - dims[$size].height : 0)}px) scale(0.92); }
`;

export const Text = styled.span`
  display: grid;
  gap: ${theme.spacing['1']};
`;

export const Label = styled.label`
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  [data-disabled] & { cursor: not-allowed; }
`;

export const Description = styled.span`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;
