// Auto-dismiss timer that pauses (hover, focus) and resumes with the time that was left.
import { useEffect, useRef, useState } from 'react';

export interface ToastTimerControls {
  pauseFor: (reason: PauseReason) => void;
  resumeFrom: (reason: PauseReason) => void;
  paused: boolean;
}

export type PauseReason = 'hover' | 'focus';

export function useToastTimer(duration: number, onExpire: () => void): ToastTimerControls {
  const remaining = useRef(duration);
  const onExpireRef = useRef(onExpire);
  const [reasons, setReasons] = useState<ReadonlySet<PauseReason>>(() => new Set());
  const paused = reasons.size > 0;

  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (duration <= 0 || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onExpireRef.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [duration, paused]);

  return {
    paused,
    pauseFor: (reason) => setReasons((current) => (current.has(reason) ? current : new Set(current).add(reason))),
    resumeFrom: (reason) =>
      setReasons((current) => {
        if (!current.has(reason)) return current;
        const next = new Set(current);
        next.delete(reason);
        return next;
      }),
  };
}
