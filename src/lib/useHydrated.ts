// False while prerendering and during hydration, true afterwards: gate values the server cannot know
// (URL hash, query read on load) so the first client render matches the prerendered HTML.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
