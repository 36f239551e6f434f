import styled from 'styled-components';
import { media, theme } from '../../theme/theme';
import { radioSegment } from '../../lib/radioSegment';
import { visuallyHidden } from '../../lib/visuallyHidden';

export const Lab = styled.div<{ $framed: boolean }>`
  display: grid;
  min-width: 0;
  ${({ $framed }) =>
    $framed &&
    `
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    overflow: hidden;
  `}
`;

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

export const Body = styled.div<{ $withSpec: boolean }>`
  display: grid;
  min-width: 0;
  ${media.tablet} {
    grid-template-columns: ${({ $withSpec }) => ($withSpec ? 'minmax(0, 1fr) minmax(220px, 300px)' : 'minmax(0, 1fr)')};
  }
`;

export const Stage = styled.div<{ $padded: boolean }>`
  display: grid;
  min-width: 0;
  padding: ${({ $padded }) => ($padded ? theme.spacing['4'] : '0')};
  & > * {
    min-width: 0;
  }
`;

export const Spec = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.spacing['3']};
  min-width: 0;
  padding: ${theme.spacing['3']};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  font-size: ${theme.font.size.xs};
  ${media.tablet} {
    border-top: 0;
    border-left: 1px solid ${theme.color.border};
  }
`;

export const SpecComponent = styled.div`
  display: grid;
  gap: ${theme.spacing['2']};
`;

export const SpecHeading = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

export const SpecPart = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 56px;
  gap: ${theme.spacing['1']} ${theme.spacing['2']};
  align-items: start;
  padding-top: ${theme.spacing['2']};
  border-top: 1px dashed ${theme.color.border};
`;

export const SpecPartName = styled.h4`
  align-self: center;
  margin: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
`;

export const SpecList = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px ${theme.spacing['2']};
  margin: 0;
  color: ${theme.color['text-muted']};
  dt {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    color: ${theme.color.text};
    font-size: inherit;
  }
`;

export const Curve = styled.svg`
  width: 56px;
  height: auto;
  overflow: visible;
  .frame {
    fill: none;
    stroke: ${theme.color.border};
    stroke-width: 0.02;
  }
  .curve {
    fill: none;
    stroke: ${theme.color.accent};
    stroke-width: 0.035;
    stroke-linecap: round;
  }
  .exit {
    stroke: ${theme.color['text-muted']};
    stroke-dasharray: 0.06 0.05;
  }
  .marker {
    fill: ${theme.color.accent};
    stroke: ${theme.color.surface};
    stroke-width: 0.02;
  }
`;

