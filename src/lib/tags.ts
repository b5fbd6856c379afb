import { parseTags, tagKey } from '../../amplify/data/catalogue-index';

export { parseTags, tagKey };

/** Every distinct tag of a list of items, in order of first appearance. */
export function distinctTags<T>(items: readonly T[], tagsOf: (item: T) => string | null | undefined): string[] {
  return parseTags(items.map(tagsOf).join(','));
}

/** Items carrying a tag (case-insensitive); all items when the tag is null ('Todos'). */
export function filterByTag<T>(items: readonly T[], tag: string | null, tagsOf: (item: T) => string | null | undefined): T[] {
  if (tag === null) return [...items];
  const wanted = tagKey(tag);
  return items.filter((item) => parseTags(tagsOf(item)).some((t) => tagKey(t) === wanted));
}
