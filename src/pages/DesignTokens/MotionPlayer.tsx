// Click-to-test: moves a sample across a track with exactly a token's duration and easing (transform only).
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Play } from 'lucide-react';
import { Button, theme, useMotionScope, prefersReducedMotion } from '@motion-kit/react';
import { cubicBezierCss, type CubicBezier } from './tokenDocs';

type DemoState = 'idle' | 'playing' | 'finished';

export interface MotionPlayerProps {
  durationMs: number;
  /** A cubic Bézier token, or a CSS easing such as a spring's linear(). */
  easing: CubicBezier | string;
  /** What the play button plays, e.g. 'motion.duration.fast (150ms)'. */
  label: string;
}

export function MotionPlayer({ durationMs, easing, label }: MotionPlayerProps) {
  const runner = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | undefined>(undefined);
  const [state, setState] = useState<DemoState>('idle');
  // The preview's motion controls: its speed, and its Reduced motion switch beside the visitor's setting.
  const scope = useMotionScope();
  useEffect(() => () => animation.current?.cancel(), []);

  const play = () => {
    const element = runner.current;
    if (!element || typeof element.animate !== 'function') return;
    animation.current?.cancel();
    // Under reduced motion the sample jumps to the end: the curve still shows the easing.
    const reduced = prefersReducedMotion() || (scope?.reduced ?? false);
    const run = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(100%)' }], {
      duration: reduced ? 0 : durationMs / (scope?.speed ?? 1),
      easing: typeof easing === 'string' ? easing : cubicBezierCss(easing),
      fill: 'forwards',
    });
    animation.current = run;
    setState('playing');
    run.finished.then(
      () => animation.current === run && setState('finished'),
      () => {
        /* cancelled by a newer run */
      },
    );
  };

  return (
    <Root>
      <Button size="sm" variant="outline" onClick={play} aria-label={`Play ${label}`}>
        <Play size={14} aria-hidden="true" />
        Play
      </Button>
      <Track data-state={state}>
        <Runner ref={runner}>
          <Sample />
        </Runner>
      </Track>
    </Root>
  );
}

const SAMPLE_SIZE = '20px';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing['3']};
  min-width: 0;
`;

const Track = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  height: 30px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.full};
  background: ${theme.color.bg};
  overflow: hidden;
`;

/* The runner spans the travel distance; translating it by 100% of itself carries the sample to the end.
   15% is left free for easings that overshoot (spring). */
const Runner = styled.div`
  position: absolute;
  top: 4px;
  left: 4px;
  width: calc(85% - ${SAMPLE_SIZE} - 8px);
  height: ${SAMPLE_SIZE};
  will-change: transform;
`;

const Sample = styled.span`
  display: block;
  width: ${SAMPLE_SIZE};
  height: ${SAMPLE_SIZE};
  border-radius: ${theme.radius.full};
  background: linear-gradient(135deg, ${theme.color.primary['400']}, ${theme.color.secondary['500']});
`;
