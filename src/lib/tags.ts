/** Tags stored as one comma-separated string: trimmed, blanks dropped, duplicates removed (first spelling kept). */
export function parseTags(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('es');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Every distinct tag of a list of items, in order of first appearance. */
export function distinctTags<T>(items: readonly T[], tagsOf: (item: T) => string | null | undefined): string[] {
  return parseTags(items.map(tagsOf).join(','));
}

/** Items carrying a tag (case-insensitive); all items when the tag is null ('Todos'). */
export function filterByTag<T>(items: readonly T[], tag: string | null, tagsOf: (item: T) => string | null | undefined): T[] {
  if (tag === null) return [...items];
  const wanted = tag.toLocaleLowerCase('es');
  return items.filter((item) => parseTags(tagsOf(item)).some((t) => t.toLocaleLowerCase('es') === wanted));
}
