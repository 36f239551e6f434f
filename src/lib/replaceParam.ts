import type { SetURLSearchParams } from 'react-router-dom';

/**
 * Sets one query parameter, or with `null` removes it, keeping the others. The URL changes in place
 * (a replace, no scroll reset): state mirrored into the query must not add history entries, so Back
 * always leaves the page.
 */
export function replaceParam(setParams: SetURLSearchParams, key: string, value: string | null): void {
  setParams(
    (previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    },
    { replace: true, preventScrollReset: true },
  );
}
