import { useCallback, useState } from 'react';

interface ControllableValue<T> {
  value?: T;
  defaultValue: T;
  onChange?: (value: T) => void;
}

/** One code path for controlled (`value`) and uncontrolled (`defaultValue`) use: the owner of the value decides. */
export function useControllableValue<T>({ value, defaultValue, onChange }: ControllableValue<T>) {
  const [internal, setInternal] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : internal;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setInternal(next);
      if (next !== current) onChange?.(next);
    },
    [isControlled, current, onChange],
  );
  return [current, setValue] as const;
}
