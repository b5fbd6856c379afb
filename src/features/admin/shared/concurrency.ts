/**
 * Runs tasks with at most `limit` in flight and returns their outcomes in input
 * order. A book of 100 pages must not open 100 uploads at once (the browser
 * queues them, progress freezes and memory grows), and one failed page must not
 * hide the others' results, so every outcome is kept.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function runLimited<T>(
  tasks: ReadonlyArray<() => Promise<T>>,
  limit: number,
): Promise<Outcome<T>[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  const outcomes: Outcome<T>[] = new Array(tasks.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) {
      const index = next++;
      try {
        outcomes[index] = { ok: true, value: await tasks[index]() };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
  }
  const workers = Array.from({ length: Math.min(limit, tasks.length) }, () => worker());
  await Promise.all(workers);
  return outcomes;
}

/** Uploads in flight at once: enough to keep the link busy, few enough to keep the page responsive. */
export const UPLOAD_CONCURRENCY = 4;
