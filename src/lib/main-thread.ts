/*
 * Batches of small synchronous jobs (signing a screenful of media URLs: SHA-256 in JavaScript,
 * a few milliseconds each on a phone) run as one long task when started together, since each
 * job's promise chain continues in the same task. A long task holds back taps and scrolling,
 * so such batches go through a queue that hands the main thread back between slices.
 */

/** Lets the browser run other tasks (input, rendering) before going on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A queue that runs its jobs one after another and yields to the main thread whenever a slice
 * has run `sliceMs` (well under the 50 ms at which a task counts as long). Jobs are asynchronous
 * and may wait on the network; the next starts when one settles.
 */
export function slicedQueue(sliceMs = 8): <T>(job: () => Promise<T>, options?: { first?: boolean }) => Promise<T> {
  const jobs: Array<() => Promise<void>> = [];
  let running = false;

  const pump = async () => {
    running = true;
    let sliceStart = performance.now();
    while (jobs.length > 0) {
      if (performance.now() - sliceStart > sliceMs) {
        await yieldToMain();
        sliceStart = performance.now();
      }
      await jobs.shift()!();
    }
    running = false;
  };

  // `first`: ahead of the jobs waiting (the page's largest image before a screenful of covers).
  return <T>(job: () => Promise<T>, options?: { first?: boolean }) =>
    new Promise<T>((resolve, reject) => {
      // Through a promise, so a job that throws before returning one rejects its caller instead of stopping the queue.
      const run = () => Promise.resolve().then(job).then(resolve, reject);
      if (options?.first) jobs.unshift(run);
      else jobs.push(run);
      if (!running) void pump();
    });
}

/**
 * Runs `job` once the browser is idle (at the latest after `timeoutMs`), for work the first screen
 * does not show; the answer cancels it. Where requestIdleCallback is missing, after a plain timeout.
 */
export function whenIdle(job: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(job, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(job, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `job` once what was just placed on the page has been painted: a frame to lay it out and
 * draw it, a second so that frame has been presented, then a task of its own after it.
 */
export function afterPaint(job: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(job, 0)));
}
