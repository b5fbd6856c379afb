import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** A page of a list as the data API answers it: its items and the token of the next page. */
export interface ListPageOf<T> {
  items: T[];
  nextToken: string | null;
}

export interface PagedList<T> {
  status: 'loading' | 'ready' | 'error';
  /** The items of the pages read so far. */
  items: readonly T[];
  /** More pages follow the ones read. */
  hasMore: boolean;
  /** Reads the next page (nothing while one is on its way or at the end). */
  more: () => void;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** The last request for a next page failed (`more` asks again). */
  moreFailed: boolean;
}

interface State<T> {
  key: unknown;
  status: PagedList<T>['status'];
  items: T[];
  nextToken: string | null;
  fetching: boolean;
  moreFailed: boolean;
}

const initial = <T>(key: unknown): State<T> => ({ key, status: 'loading', items: [], nextToken: null, fetching: true, moreFailed: false });

/**
 * A list read a page at a time from the server: the first page when the screen (or `key`, a new
 * filter) starts, the next when `more` is called. A screen draws as soon as the first page
 * arrives, whatever the catalogue's size. Answers of an older key are dropped.
 */
export function usePagedList<T>(fetchPage: (nextToken?: string) => Promise<ListPageOf<T>>, key: unknown, logLabel: string): PagedList<T> {
  const [state, setState] = useState<State<T>>(() => initial(key));
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const live = useRef(key);

  // A new key starts again, set while rendering (React's way to adjust state to a changed prop).
  if (!Object.is(state.key, key)) setState(initial(key));

  useEffect(() => {
    live.current = key;
    // Its own task, as useAsync's loads: the screen that asked is mounted first.
    const timer = setTimeout(() => {
      fetchRef.current().then(
        (page) => {
          if (Object.is(live.current, key))
            startTransition(() =>
              setState({ ...initial<T>(key), status: 'ready', items: page.items, nextToken: page.nextToken, fetching: false }),
            );
        },
        (error: unknown) => {
          console.error(logLabel, error);
          if (Object.is(live.current, key)) startTransition(() => setState({ ...initial<T>(key), status: 'error', fetching: false }));
        },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [key, logLabel]);

  const token = state.status === 'ready' && !state.fetching ? state.nextToken : null;
  // The token last asked for: a press and the button's own press in the same moment read one page.
  const asked = useRef<string | null>(null);
  const more = useCallback(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    setState((now) => ({ ...now, fetching: true, moreFailed: false }));
    fetchRef.current(token).then(
      (page) => {
        if (!Object.is(live.current, key)) return;
        startTransition(() =>
          setState((now) => ({ ...now, items: [...now.items, ...page.items], nextToken: page.nextToken, fetching: false })),
        );
      },
      (error: unknown) => {
        console.error(logLabel, error);
        asked.current = null;
        if (Object.is(live.current, key)) setState((now) => ({ ...now, fetching: false, moreFailed: true }));
      },
    );
  }, [token, key, logLabel]);

  const current = Object.is(state.key, key) ? state : initial<T>(key);
  return {
    status: current.status,
    items: current.items,
    hasMore: current.status === 'ready' && current.nextToken !== null,
    more,
    loadingMore: current.status === 'ready' && current.fetching,
    moreFailed: current.moreFailed,
  };
}
