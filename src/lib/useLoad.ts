import { useCallback, useEffect, useState } from 'react';

/**
 * A screen's load that runs on mount and again on demand (a "reload" button, or
 * after a change): loading while it runs, then no error or the error (its cause
 * goes to the console under logLabel, as spec section 4 says for page loads).
 * `run` fetches and stores the records; keep it stable (useCallback or a module
 * function). useAsync is the simpler one-shot form for the public pages.
 */
export function useLoad(run: () => Promise<void>, logLabel: string) {
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      await run();
      setFailure(null);
    } catch (error) {
      console.error(logLabel, error);
      setFailure({ error });
    } finally {
      setLoading(false);
    }
  }, [run, logLabel]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { loading, loadError: failure ? failure.error : null, failed: failure !== null, reload };
}
