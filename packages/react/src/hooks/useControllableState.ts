// One hook for controlled and uncontrolled values (the Radix `useControllableState` idea).
import { useCallback, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** When defined, the parent owns the value. */
  value?: T;
  defaultValue: T;
  onChange?: (value: T) => void;
}

/** Returns the current value and a setter that updates local state (uncontrolled) and notifies the owner. */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      if (next !== current) onChange?.(next);
    },
    [isControlled, current, onChange],
  );

  return [current, setValue] as const;
}
