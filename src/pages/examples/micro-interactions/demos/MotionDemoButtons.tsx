import { useCallback, useEffect, useRef, useState } from 'react';
import { m, type TargetAndTransition } from 'framer-motion';
import { styled } from 'styled-components';
import { Button, useMotionTokens } from '@motion-kit/react';

/** Motion demo buttons stay active this long, then reset (SPEC section 4). */
export const MOTION_DEMO_ACTIVE_MS = 1200;

const MOTIONS: Array<{ name: string; active: TargetAndTransition }> = [
  { name: 'Pulse', active: { scale: [1, 1.12, 1, 1.12, 1] } },
  { name: 'Shake', active: { x: [0, -8, 8, -6, 6, -3, 3, 0] } },
  { name: 'Bounce', active: { y: [0, -14, 0, -7, 0] } },
  { name: 'Spin', active: { rotate: [0, 360] } },
];

/** Each button plays its motion while active, then resets after MOTION_DEMO_ACTIVE_MS. */
export function MotionDemoButtons() {
  return (
    <>
      {MOTIONS.map((motion) => (
        <MotionDemoButton key={motion.name} {...motion} />
      ))}
    </>
  );
}

export function MotionDemoButton({ name, active }: { name: string; active: TargetAndTransition }) {
  const { seconds, speed } = useMotionTokens();
  const [isActive, trigger] = useTimedFlag(MOTION_DEMO_ACTIVE_MS);
  return (
    <Stage
      animate={isActive ? active : { scale: 1, x: 0, y: 0, rotate: 0 }}
      transition={{ duration: isActive ? MOTION_DEMO_ACTIVE_MS / 1000 / speed : seconds('fast') }}
    >
      <Button variant={isActive ? 'primary' : 'outline'} onClick={trigger} aria-pressed={isActive}>
        {name}
      </Button>
    </Stage>
  );
}

const Stage = styled(m.span)`
  display: inline-flex;
`;

/** A flag that turns on when triggered and back off after `durationMs`; re-triggering restarts the wait. */
export function useTimedFlag(durationMs: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);
  return [on, trigger] as const;
}
