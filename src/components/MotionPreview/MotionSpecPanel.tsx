// The motion spec beside a preview, generated from the components' declarations and the token build:
// what moves, the duration and easing tokens with their values, and each easing drawn as its curve with a
// marker that follows the part's progress whenever it animates in the preview (a replay, an opening).
import { useEffect, useRef } from 'react';
import { useMotionScope, type MotionDeclaration, type ResolvedTiming } from '@motion-kit/react';
import { easingAt, easingPath, motionSpecRows } from '../../lib/motionSpecRows';
import { cubicBezierCss } from './cubicBezierCss';
import * as S from './MotionSpecPanel.styles';

export function MotionSpecPanel({ declarations }: { declarations: readonly MotionDeclaration[] }) {
  return (
    <S.Spec aria-label="Motion spec">
      {declarations.map((declaration) => (
        <S.SpecComponent key={declaration.component}>
          <S.SpecHeading>{declaration.component}</S.SpecHeading>
          {motionSpecRows(declaration).map((row) => (
            <S.SpecPart key={row.part} data-part={row.part}>
              <S.SpecPartName>{row.label}</S.SpecPartName>
              <Curve component={declaration.component} part={row.part} enter={row.enter} exit={row.exit} />
              <S.SpecList>
                <dt>Moves</dt>
                <dd>{row.moves.join(', ') || 'nothing'}</dd>
                <dt>Reduced</dt>
                <dd>{row.reducedMoves.join(', ') || 'nothing moves'}</dd>
                <TimingRows phase={row.exit !== row.enter ? 'Enter' : ''} timing={row.enter} />
                {row.exit !== row.enter && <TimingRows phase="Exit" timing={row.exit} />}
              </S.SpecList>
            </S.SpecPart>
          ))}
        </S.SpecComponent>
      ))}
    </S.Spec>
  );
}

/** Duration and easing (or spring) rows; `phase` ("Enter", "Exit") prefixes them when the two differ. */
function TimingRows({ phase, timing }: { phase: string; timing: ResolvedTiming }) {
  const term = (name: string) => (phase ? `${phase} ${name.toLowerCase()}` : name);
  if (timing.kind === 'spring') {
    const { stiffness, damping, mass } = timing.spring;
    return (
      <>
        <dt>{term('Spring')}</dt>
        <dd>
          <code data-token={timing.springToken}>{timing.springToken}</code>
          <br />
          stiffness {stiffness}, damping {damping}, mass {mass}; <span data-duration-ms={timing.durationMs}>settles in {timing.durationMs}ms</span>
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>{term('Duration')}</dt>
      <dd>
        <code data-token={timing.durationToken}>{timing.durationToken}</code> <span data-duration-ms={timing.durationMs}>{timing.durationMs}ms</span>
      </dd>
      <dt>{term('Easing')}</dt>
      <dd>
        <code data-token={timing.easingToken}>{timing.easingToken}</code>
        <br />
        <span data-easing={timing.easing.join(',')}>{cubicBezierCss(timing.easing)}</span>
      </dd>
    </>
  );
}

/** Overshooting easings (springs) go past 1: the box leaves room above. */
const HEADROOM = 0.3;

function Curve({ component, part, enter, exit }: { component: string; part: string; enter: ResolvedTiming; exit: ResolvedTiming }) {
  const scope = useMotionScope();
  const marker = useRef<SVGCircleElement>(null);
  const pausedRef = useRef(scope?.paused ?? false);
  const speed = scope?.speed ?? 1;
  useEffect(() => {
    pausedRef.current = scope?.paused ?? false;
  }, [scope?.paused]);

  useEffect(() => {
    if (!scope) return;
    let frame = 0;
    const unsubscribe = scope.subscribe((start) => {
      if (start.component !== component || start.part !== part) return;
      const timing = start.phase === 'enter' ? enter : exit;
      const total = timing.durationMs / speed;
      cancelAnimationFrame(frame);
      let elapsed = 0;
      let last = start.at;
      const step = (now: number) => {
        if (!pausedRef.current) elapsed += now - last;
        last = now;
        const progress = total === 0 ? 1 : Math.min(1, elapsed / total);
        const value = easingAt(timing, progress);
        const dot = marker.current;
        if (dot) {
          dot.setAttribute('cx', String(progress));
          dot.setAttribute('cy', String(1 - value));
          dot.dataset.progress = progress.toFixed(3);
        }
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [scope, component, part, enter, exit, speed]);

  return (
    <S.Curve viewBox={`-0.08 ${-HEADROOM} 1.16 ${1.08 + HEADROOM}`} aria-hidden="true" preserveAspectRatio="xMidYMid meet">
      <rect className="frame" x="0" y="0" width="1" height="1" />
      <path className="curve" d={easingPath(enter)} />
      {exit !== enter && <path className="curve exit" d={easingPath(exit)} />}
      <circle ref={marker} className="marker" cx="0" cy="1" r="0.05" data-progress="0" />
    </S.Curve>
  );
}
