import { useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * Runs a load once per mount: loading, then the value, or an error state (the
 * cause goes to the console, as spec section 4 says for page loads).
 */
export function useAsync<T>(load: () => Promise<T>, logLabel: string): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.error(logLabel, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // The loader is a module function; the load runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
