// Runs a rebuild on demand, never two at once: editors save in bursts (write, rename, touch), and
// overlapping token builds would race to write build/.
// @ts-check

/**
 * @template T
 * @param {() => Promise<T>} build
 * @param {{ onDone?: (result: T) => void, onError?: (error: unknown) => void, delayMs?: number }} [hooks]
 * @returns {{ trigger: () => void, idle: () => Promise<void> }}
 */
export function serialRebuild(build, { onDone, onError, delayMs = 50 } = {}) {
  /** @type {Promise<void> | undefined} */
  let running;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let pending = false;

  const run = async () => {
    while (pending) {
      pending = false;
      try {
        // Not `onDone?.(await build())`: optional calls skip evaluating their arguments.
        const result = await build();
        onDone?.(result);
      } catch (error) {
        onError?.(error);
      }
    }
  };

  return {
    // A burst of events within delayMs becomes one build; events during a build queue one more.
    trigger() {
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        // Cleared in .finally, which always runs after this assignment.
        running ??= run().finally(() => {
          running = undefined;
        });
      }, delayMs);
    },
    /** Resolves once no build is scheduled or running (for tests and clean shutdown). */
    async idle() {
      while (timer || running) await (running ?? new Promise((resolve) => setTimeout(resolve, delayMs)));
    },
  };
}
