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

/** Marks content that shows state read from the URL (a query or hash the prerendered HTML cannot know). */
export const URL_DEPENDENT_ATTRIBUTE = 'data-url-dependent';
/** Marks a list whose current item is read from the URL: until then the default item does not look current. */
export const URL_DEPENDENT_CURRENT_ATTRIBUTE = 'data-url-dependent-current';

/**
 * Props for a list whose current item depends on URL state not read yet (before hydration, on a deep
 * link): index.html's head style keeps the prerendered default from looking current until then (2 s at most).
 */
export function urlDependentCurrent(pending: boolean): { [URL_DEPENDENT_CURRENT_ATTRIBUTE]?: '' } {
  return pending ? { [URL_DEPENDENT_CURRENT_ATTRIBUTE]: '' } : {};
}
/** Set on <html> by index.html's head script when the URL carries a `category` query or a hash. */
export const URL_STATE_ATTRIBUTE = 'data-url-state';

/**
 * Props for an element whose content depends on the URL: until hydration it carries
 * `data-url-dependent`, which index.html's head style hides while its head script has seen URL state
 * (`html[data-url-state="pending"]`), so a deep link such as `/docs#theming` never flashes the
 * default content first. The render that reads the URL drops the attribute in the same commit.
 */
export function urlDependent(hydrated: boolean): { [URL_DEPENDENT_ATTRIBUTE]?: '' } {
  return hydrated ? {} : { [URL_DEPENDENT_ATTRIBUTE]: '' };
}
