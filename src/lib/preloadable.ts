// Code a page may need but not at first paint (dialog internals, the syntax highlighter): loaded when
// first needed, or earlier when the browser is idle, and then available synchronously.
import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { DEFERRED_MODULE_IDLE_TIMEOUT_MS } from './timing';

/** `load` starts the import once (later calls share it, a failed one too, until `forgetFailedLoads`);
 * `retry` makes a request that failed again (a visitor's new attempt); `current` is the value once arrived. */
export type Preloadable<T> = { load(): Promise<T>; retry(): Promise<T>; current(): T | undefined };

const failureResets = new Set<() => void>();

/** Lets every failed import try again at its next `load()` (a chunk that failed offline loads once the network
 * is back). Call it on a visitor's next attempt, never from a render, which would retry in a loop. */
export const forgetFailedLoads = (): void => failureResets.forEach((reset) => reset());

export function preloadable<T>(loader: () => Promise<T>): Preloadable<T> {
  let value: T | undefined;
  let request: Promise<T> | undefined;
  let failed = false;
  const forgetFailure = () => {
    if (failed) [failed, request] = [false, undefined];
  };
  failureResets.add(forgetFailure);
  const load = () => {
    if (!request) {
      const pending = loader().then((loaded) => (value = loaded));
      // React's `use` returns a settled promise's value at once instead of suspending, so a page loaded
      // before the first render (prerender, hydration) renders in one pass.
      pending.then(
        (loaded) => Object.assign(pending, { status: 'fulfilled', value: loaded }),
        (reason: unknown) => {
          Object.assign(pending, { status: 'rejected', reason });
          if (request === pending) failed = true;
        },
      );
      request = pending;
    }
    return request;
  };
  return { load, retry: () => (forgetFailure(), load()), current: () => value };
}

/** Runs `task` when the browser is idle (or after `timeoutMs` at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  // Safari has no requestIdleCallback: the next task instead.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 1);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}

/** The value once loaded: at once when `needed`, otherwise when the browser is idle. The first render never has
 * it unless it was loaded before, so prerendered HTML and hydration agree. Each time it becomes needed a failed
 * load is tried again; a failure calls `onNeededLoadFailed` (a dialog closes, so the next attempt is a new need)
 * and changes nothing the effect depends on, so nothing retries in a loop. */
export function usePreloaded<T>(target: Preloadable<T>, needed: boolean, onNeededLoadFailed?: () => void): T | undefined {
  const [value, setValue] = useState(() => target.current());
  const onFailed = useEffectEvent(() => onNeededLoadFailed?.());
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    const start = () =>
      (needed ? target.retry() : target.load()).then(
        // A transition: the render it causes runs in slices (the highlighter re-renders every code block).
        (loaded) => live && startTransition(() => setValue(() => loaded)),
        (error: unknown) => {
          console.error('A deferred module failed to load:', error);
          if (live && needed) onFailed();
        },
      );
    if (needed) void start();
    const cancel = needed ? undefined : whenIdle(() => void start(), DEFERRED_MODULE_IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancel?.();
    };
  }, [target, needed, value]);
  return value;
}
