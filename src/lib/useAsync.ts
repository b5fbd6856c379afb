import { startTransition, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * Runs a load once per mount: loading, then the value, or an error state (the
 * cause goes to the console, as spec section 4 says for page loads). The screen
 * the value fills is rendered as a transition, in slices that leave the main
 * thread free for input in between, as slow phones need.
 */
export function useAsync<T>(load: () => Promise<T>, logLabel: string): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // Each screen's load starts in a task of its own: signing and sending requests for a
    // whole page in the one task that mounts it would hold the main thread too long.
    const timer = setTimeout(() => {
      load().then(
        (value) => {
          if (live) startTransition(() => setState({ status: 'ready', value }));
        },
        (error: unknown) => {
          console.error(logLabel, error);
          if (live) startTransition(() => setState({ status: 'error' }));
        },
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The loader is a module function; the load runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
