import { useCallback, useState } from 'react';
import { useAsync } from './useAsync';
import { usePagedList, type ListPageOf, type PagedList } from './usePagedList';

/**
 * A list with tag filter buttons, read a page at a time: the distinct tags, the chosen tag (null
 * for 'Todos') and the pages of its items. Both loads start when the screen mounts.
 */
export function useTaggedPages<T>(
  fetchTags: () => Promise<string[]>,
  fetchPage: (tag: string | null, limit: number, nextToken?: string) => Promise<ListPageOf<T>>,
  perPage: number,
  logLabels: { tags: string; items: string },
) {
  const tags = useAsync(fetchTags, logLabels.tags);
  const [tag, setTag] = useState<string | null>(null);
  const load = useCallback((nextToken?: string) => fetchPage(tag, perPage, nextToken), [fetchPage, tag, perPage]);
  const items = usePagedList(load, tag, logLabels.items);
  // The cards wait for the tags, whose buttons are drawn above them: tags coming in after the
  // cards would push them down.
  const shown: PagedList<T> = tags.status === 'loading' && items.status === 'ready' ? { ...items, status: 'loading', items: [] } : items;
  return { tags, tag, setTag, items: shown };
}
