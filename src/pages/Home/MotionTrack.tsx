import { styled, css } from 'styled-components';
import { useState } from 'react';
import { media, theme, visuallyHidden } from '@motion-kit/react';
import type { DurationName, EasingName } from './motionTokenLabels';

type DurationKey = keyof typeof theme.motion.duration;
type EasingKey = keyof typeof theme.motion.easing;

export interface MotionTrackProps {
  /** Token name shown as the demo's title, e.g. 'fast' or 'spring'. */
  name: string;
  /** The token's value as shown beside the demo, e.g. '150 ms'. */
  value: string;
  duration: DurationName & DurationKey;
  easing: EasingName & EasingKey;
}

/**
 * A track whose sample crosses with exactly one duration and easing token. Hover or focus plays it;
 * pressing keeps it across (touch screens have no hover), pressing again brings it back.
 */
export function MotionTrack({ name, value, duration, easing }: MotionTrackProps) {
  const [moved, setMoved] = useState(false);
  return (
    // Named by what it shows ("Play fast 150 ms"): a label that differs from the visible text fails WCAG's
    // label in name (a voice user says what they see).
    <Demo type="button" aria-pressed={moved} onClick={() => setMoved((was) => !was)}>
      <Head>
        <Name>
          <Hidden>Play </Hidden>
          {name}
        </Name>{' '}
        <Value>{value}</Value>
      </Head>
      <Track aria-hidden="true">
        <Sample $duration={duration} $easing={easing} data-moved={moved} />
      </Track>
    </Demo>
  );
}

const Demo = styled.button`
  display: grid;
  gap: ${theme.spacing['3']};
  width: 100%;
  padding: ${theme.spacing['4']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  text-align: left;
  cursor: pointer;
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &[aria-pressed='true'] { border-color: ${theme.color.accent}; }
  ${media.hover} {
    &:hover { border-color: ${theme.color.accent}; }
  }
`;

const Head = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.spacing['1']} ${theme.spacing['3']};
`;

const Name = styled.span`
  font-weight: ${theme.font.weight.semibold};
  text-transform: capitalize;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Value = styled.code`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
  white-space: nowrap;
`;

const SAMPLE_SIZE = '20px';

const Track = styled.span`
  position: relative;
  display: block;
  height: 28px;
  border-radius: ${theme.radius.full};
  background: color-mix(in srgb, ${theme.color.border} 70%, transparent);
  overflow: hidden;
`;

/** Spans the track, so translating it by its own width minus the dot carries the dot end to end. */
const Sample = styled.span<{ $duration: DurationKey; $easing: EasingKey }>`
  position: absolute;
  top: 4px;
  left: 4px;
  width: calc(100% - 8px);
  height: ${SAMPLE_SIZE};
  &::before {
    content: '';
    display: block;
    width: ${SAMPLE_SIZE};
    height: ${SAMPLE_SIZE};
    border-radius: ${theme.radius.full};
    background: linear-gradient(135deg, ${theme.color.primary['400']}, ${theme.color.secondary['400']});
    box-shadow: ${theme.shadow.md};
  }
  ${({ theme, $duration, $easing }) => css`
    transition: transform ${theme.motion.duration[$duration]} ${theme.motion.easing[$easing]};
  `}
  ${Demo}:focus-visible &, &[data-moved='true'] {
    transform: translateX(calc(100% - ${SAMPLE_SIZE}));
  }
  /* Only where hover is real: a touch screen keeps :hover on the tapped track, and a second tap could not
     bring its sample back. */
  ${media.hover} {
    ${Demo}:hover & { transform: translateX(calc(100% - ${SAMPLE_SIZE})); }
  }
`;
