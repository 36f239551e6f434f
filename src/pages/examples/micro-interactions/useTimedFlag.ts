import { useCallback, useEffect, useRef, useState } from 'react';

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
