import { useState } from 'react';
import { useUserContext, type UserContext } from '@motion-kit/react';

/**
 * A visitor for the demo pages: the real experience context, with whatever the settings panel changed
 * laid over it. Untouched settings keep following the browser (resize to see the device change).
 */
export function useSimulatedVisitor() {
  const actual = useUserContext();
  const [overrides, setOverrides] = useState<Partial<UserContext>>({});
  const visitor: UserContext = { ...actual, ...overrides };
  const update = (change: Partial<UserContext>) => setOverrides((current) => ({ ...current, ...change }));
  return [visitor, update] as const;
}
