// Code that a page may need but not at first paint (dialog internals, the syntax highlighter): loaded
// when it is first needed, or earlier when the browser is idle, and then available synchronously.
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFERRED_MODULE_IDLE_TIMEOUT_MS } from './timing';

export interface Preloadable<T> {
  /** Starts the import once; later calls share it (a failed one too, until `forgetFailedLoads`). */
  load(): Promise<T>;
  /** Like `load`, but a request that failed before is made again (a visitor's new attempt). */
  retry(): Promise<T>;
  /** The loaded value, or undefined while it has not arrived. */
  current(): T | undefined;
}

/** Drops the failed request of every preloadable, so the next `load()` asks the network again. */
const failureResets = new Set<() => void>();

/**
 * Lets every failed import try again at its next `load()` (a chunk that failed offline loads once the
 * network is back). Call it on a visitor's next attempt, a navigation or a hover, never from a render:
 * a render that retried on each failure would retry in a loop while the network is down.
 */
export function forgetFailedLoads(): void {
  for (const reset of failureResets) reset();
}

export function preloadable<T>(loader: () => Promise<T>): Preloadable<T> {
  let value: T | undefined;
  let request: Promise<T> | undefined;
  let failed = false;
  const forgetFailure = () => {
    if (failed) {
      failed = false;
      request = undefined;
    }
  };
  failureResets.add(forgetFailure);
  const self: Preloadable<T> = {
    load: () => {
      if (!request) {
        const pending = loader().then((loaded) => {
          value = loaded;
          return loaded;
        });
        // React's `use` reads a settled promise's `status` and `value` and returns at once instead of
        // suspending, so a page loaded before the first render (prerender, hydration) renders in one pass.
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
    },
    retry: () => {
      forgetFailure();
      return self.load();
    },
    current: () => value,
  };
  return self;
}

/** Runs `task` when the browser is idle (or after `timeoutMs` at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

export interface PreloadedOptions {
  /** How long an unneeded load waits for the browser to be idle at most. */
  idleTimeoutMs?: number;
  /**
   * Called when a load made because the value was needed fails (offline): the component can undo what
   * asked for it (a dialog closes), so the visitor's next attempt is a new need and loads again.
   */
  onNeededLoadFailed?: () => void;
}

/**
 * The value once loaded. Loading starts at once when `needed`, otherwise when the browser is idle.
 * The first render never has it unless it was loaded before, so prerendered HTML and hydration agree.
 * Each time it becomes needed (a dialog opened again after its chunk failed offline) a failed load is
 * tried again; a failure itself changes nothing the effect depends on, so nothing retries in a loop.
 */
export function usePreloaded<T>(
  target: Preloadable<T>,
  needed: boolean,
  { idleTimeoutMs = DEFERRED_MODULE_IDLE_TIMEOUT_MS, onNeededLoadFailed }: PreloadedOptions = {},
): T | undefined {
  const [value, setValue] = useState<{ loaded: T } | undefined>(() => {
    const loaded = target.current();
    return loaded === undefined ? undefined : { loaded };
  });
  const onFailed = useRef(onNeededLoadFailed);
  useLayoutEffect(() => {
    onFailed.current = onNeededLoadFailed;
  });
  useEffect(() => {
    if (value) return;
    let live = true;
    const start = () => {
      (needed ? target.retry() : target.load()).then(
        (loaded) => {
          // A transition: the render it causes runs in slices (the highlighter re-renders every code
          // block of the page) instead of one long task.
          if (live) startTransition(() => setValue({ loaded }));
        },
        (error: unknown) => {
          console.error('A deferred module failed to load:', error);
          if (live && needed) onFailed.current?.();
        },
      );
    };
    if (needed) start();
    const cancel = needed ? undefined : whenIdle(start, idleTimeoutMs);
    return () => {
      live = false;
      cancel?.();
    };
  }, [target, needed, value, idleTimeoutMs]);
  return value?.loaded;
}
