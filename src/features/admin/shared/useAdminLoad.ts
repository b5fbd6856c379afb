import { useCallback, useEffect, useState } from 'react';

/**
 * The load every admin screen runs on mount and again from its "reload" button:
 * loading while it runs, then either no error or the error (its cause goes to
 * the console under logLabel, as spec section 4 says for page loads).
 * `run` fetches and stores the screen's records; keep it stable (useCallback).
 */
export function useAdminLoad(run: () => Promise<void>, logLabel: string) {
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      await run();
      setLoadError(null);
    } catch (error) {
      console.error(logLabel, error);
      setLoadError(error);
    } finally {
      setLoading(false);
    }
  }, [run, logLabel]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { loading, loadError, reload };
}
