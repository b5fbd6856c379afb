import { renderHook, waitFor } from '@testing-library/react';
import { useTaggedPages } from './useTaggedPages';
import { deferred } from '../testing/deferred';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('useTaggedPages', () => {
  it('shows the cards with the tags drawn above them: a first page in before the tags waits for them', async () => {
    const tags = deferred<string[]>();
    const fetchPage = vi.fn(async () => ({ items: ['a', 'b'], nextToken: null }));
    const { result } = renderHook(() => useTaggedPages(() => tags.promise, fetchPage, 12, { tags: 'tags', items: 'items' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(null, 12, undefined));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.items.status).toBe('loading');
    expect(result.current.items.items).toEqual([]);
    tags.resolve(['Biblia']);
    await waitFor(() => expect(result.current.items.items).toEqual(['a', 'b']));
    expect(result.current.tags).toMatchObject({ status: 'ready', value: ['Biblia'] });
  });

  it('shows the cards when the tags fail (the filter then offers Todos alone)', async () => {
    const tags = deferred<string[]>();
    const fetchTags = vi.fn(() => tags.promise);
    const { result } = renderHook(() =>
      useTaggedPages(fetchTags, async () => ({ items: ['a'], nextToken: null }), 12, { tags: 'tags', items: 'items' }),
    );
    // Refused once asked for, as the server would.
    await waitFor(() => expect(fetchTags).toHaveBeenCalled());
    tags.reject(new Error('network'));
    await waitFor(() => expect(result.current.items.items).toEqual(['a']));
    expect(result.current.tags.status).toBe('error');
  });
});
