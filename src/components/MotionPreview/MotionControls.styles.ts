// The control strip of a preview: its own file, so it loads with the controls after the page appears.
import { styled } from 'styled-components';
import { theme, visuallyHidden } from '@motion-kit/react';
import { radioSegment } from '../../lib/radioSegment';

/** One compact strip above the preview: it wraps on a phone instead of covering anything. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']} ${theme.spacing['3']};
  min-width: 0;
  padding: ${theme.spacing['2']} ${theme.spacing['3']};
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  font-size: ${theme.font.size.xs};
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color['surface-raised']};
  color: ${theme.color.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

export const SpeedGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
`;

export const SpeedLabel = styled.span`
  padding: 0 ${theme.spacing['2']} 0 ${theme.spacing['1']};
  color: ${theme.color['text-muted']};
  font-weight: ${theme.font.weight.medium};
`;

export const Segment = styled.label`
  ${radioSegment}
  min-width: 40px;
  min-height: 28px;
  padding: 0 ${theme.spacing['1']};
  font-family: ${theme.font.family.mono};
`;

export const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['2']};
  min-height: 32px;
  padding: 0 ${theme.spacing['1']};
  border: 0;
  border-radius: ${theme.radius.md};
  background: none;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  .track {
    position: relative;
    width: 36px;
    height: 20px;
    border-radius: ${theme.radius.full};
    background: ${theme.color['text-muted']};
    transition: background ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }
  .track::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: ${theme.radius.full};
    background: ${theme.color.surface};
    transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }
  &[aria-checked='true'] .track {
    background: ${theme.color['accent-bg']};
  }
  &[aria-checked='true'] .track::after {
    transform: translateX(16px);
  }
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

export const Announcer = styled.span`
  ${visuallyHidden}
`;

