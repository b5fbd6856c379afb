import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList, type ListPageOf } from './usePagedList';

/** A list of `count` numbers served `size` at a time, with the calls it received. */
function server(count: number, size: number) {
  const calls: Array<string | undefined> = [];
  const pending: Array<() => void> = [];
  let fail = false;
  let hold = false;
  const fetchPage = (nextToken?: string): Promise<ListPageOf<number>> => {
    calls.push(nextToken);
    const start = nextToken ? Number(nextToken) : 0;
    const page = {
      items: Array.from({ length: Math.min(size, count - start) }, (_, i) => start + i),
      nextToken: start + size < count ? String(start + size) : null,
    };
    if (fail) return Promise.reject(new Error('network'));
    if (hold) return new Promise((resolve) => pending.push(() => resolve(page)));
    return Promise.resolve(page);
  };
  return {
    calls,
    fetchPage,
    failNext: (value: boolean) => (fail = value),
    holdNext: (value: boolean) => (hold = value),
    release: () => pending.splice(0).forEach((go) => go()),
  };
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('usePagedList', () => {
  it('reads the first page, then one page per call to more, until the end', async () => {
    const s = server(5, 2);
    const { result } = renderHook(() => usePagedList(s.fetchPage, 'all', 'test'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.items).toEqual([0, 1]));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual([0, 1, 2, 3]));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual([0, 1, 2, 3, 4]));
    expect(result.current.hasMore).toBe(false);
    expect(s.calls).toEqual([undefined, '2', '4']);
  });

  it('reads a page once when more is called twice at the same moment', async () => {
    const s = server(6, 2);
    const { result } = renderHook(() => usePagedList(s.fetchPage, 'all', 'test'));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    s.holdNext(true);
    act(() => {
      result.current.more();
      result.current.more();
    });
    expect(result.current.loadingMore).toBe(true);
    s.release();
    await waitFor(() => expect(result.current.items).toEqual([0, 1, 2, 3]));
    expect(s.calls).toEqual([undefined, '2']);
  });

  it('starts again for a new key and drops the answer of the old one', async () => {
    const s = server(4, 2);
    const { result, rerender } = renderHook(({ key }) => usePagedList(s.fetchPage, key, 'test'), { initialProps: { key: 'a' } });
    await waitFor(() => expect(result.current.items).toEqual([0, 1]));
    s.holdNext(true);
    act(() => result.current.more());
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    expect(result.current.items).toEqual([]);
    s.holdNext(false);
    s.release();
    await waitFor(() => expect(result.current.items).toEqual([0, 1]));
  });

  it('says when a next page failed and reads it when asked again', async () => {
    const s = server(4, 2);
    const { result } = renderHook(() => usePagedList(s.fetchPage, 'all', 'test'));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    s.failNext(true);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.moreFailed).toBe(true));
    expect(result.current.items).toEqual([0, 1]);
    s.failNext(false);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual([0, 1, 2, 3]));
    expect(result.current.moreFailed).toBe(false);
  });
});
