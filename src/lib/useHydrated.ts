// False while prerendering and during hydration, true afterwards: gate values the server cannot know
// (URL hash, query read on load) so the first client render matches the prerendered HTML.
//
// Not useSyncExternalStore with a server snapshot: React re-renders the components whose snapshot
// changed after hydration synchronously, in one task, and on the token page that re-render is the whole
// table. Here the switch is a transition, which React renders in slices.
import { startTransition, useEffect, useState } from 'react';

/** Set by the first effect after hydration; components mounted later start out hydrated. */
let hydrated = false;

export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
    // Only the mount matters: afterwards the value is true for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
