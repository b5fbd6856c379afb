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
