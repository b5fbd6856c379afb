/**
 * A function that runs `load` (a dynamic import, say) on its first call and shares the promise
 * with every later caller; after a failure the next call runs it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A load per key shared for a while (loadPerKey). */
export interface KeyedLoad<K, A extends unknown[], T> {
  (key: K, ...args: A): Promise<T>;
  /** The key's value when its load succeeded and is still shared; nothing otherwise. */
  settled(key: K): T | undefined;
  /** How many loads are kept, fresh or not yet dropped. */
  size(): number;
}

/** Entries a loadPerKey keeps before it first drops those past their reuse time. */
const SWEEP_FROM = 512;

/**
 * loadOnce per key, for `reuseMs` from each load's start (a signed URL, a folder's listing): calls
 * for a key in that time share its promise, and the value is known at once (`settled`) when it
 * succeeded; a failed load is forgotten, so the next call runs it again. `args` reach `load` only
 * from the call that starts it. Loads past their reuse time are dropped whenever the entries have
 * doubled since the last sweep, so a visit that scrolls through thousands of images keeps about
 * as many as it loaded within the reuse time, not one per image ever seen.
 */
export function loadPerKey<K, A extends unknown[], T>(reuseMs: number, load: (key: K, ...args: A) => Promise<T>): KeyedLoad<K, A, T> {
  const entries = new Map<K, { at: number; promise: Promise<T>; done?: { value: T } }>();
  let sweepAt = SWEEP_FROM;
  const fresh = (key: K) => {
    const entry = entries.get(key);
    return entry && Date.now() - entry.at < reuseMs ? entry : undefined;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (now - entry.at >= reuseMs) entries.delete(key);
    sweepAt = Math.max(SWEEP_FROM, entries.size * 2);
  };
  const get = (key: K, ...args: A): Promise<T> => {
    const known = fresh(key);
    if (known) return known.promise;
    const entry: { at: number; promise: Promise<T>; done?: { value: T } } = { at: Date.now(), promise: load(key, ...args) };
    entries.set(key, entry);
    if (entries.size >= sweepAt) sweep();
    // Attached before any caller's handlers, so `settled` knows the value when they run.
    entry.promise.then(
      (value) => (entry.done = { value }),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry.promise;
  };
  return Object.assign(get, { settled: (key: K) => fresh(key)?.done?.value, size: () => entries.size });
}
