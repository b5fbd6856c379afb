/*
 * The catalogue's indexes, so that public screens read a page at a time whatever the catalogue's
 * size, on AWS as locally (DynamoDB queries on a partition, never a scan with a filter):
 * - Imagen.catalogo and Conferencia.catalogo hold one value on every record, and the indexes on
 *   them, ordered by creation (images) or publication (videos), list each whole list newest first;
 * - ImagenEtiqueta and ConferenciaEtiqueta hold one entry per item and tag (partition: the tag's
 *   key) in the same order; an image's entry carries what its card shows, a video's only its id
 *   (its views change with every play, so the card is read from the video itself);
 * - Etiqueta holds the distinct tags of each list (the filter buttons).
 * Tags live in one comma-separated string, which no DynamoDB index can split: whoever writes an
 * item writes its entries too (the admin screens, the seed), and planIndexRepair puts the
 * entries right from the items when they drift (a write that failed half way, an older backup).
 */

/** The value of Imagen.catalogo: the partition of the index that orders the whole gallery. */
export const IMAGE_FEED = 'IMAGEN';
/** The value of Conferencia.catalogo: the partition of the index that orders every video. */
export const VIDEO_FEED = 'CONFERENCIA';

/** Etiqueta.kind of the gallery's tags. */
export const IMAGE_TAG_KIND = 'IMAGEN';
/** Etiqueta.kind of the videos' tags. */
export const VIDEO_TAG_KIND = 'CONFERENCIA';

/** Tags stored as one comma-separated string: trimmed, blanks dropped, duplicates removed (first spelling kept). */
export function parseTags(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const tag = raw.trim();
    const key = tagKey(tag);
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The key a tag is indexed by: 'Niños' and ' niños' are one tag. */
export function tagKey(tag: string): string {
  return tag.trim().toLocaleLowerCase('es');
}

/** What the index needs of an image. */
export interface IndexedImage {
  id: string;
  filePath: string;
  etiquetas: string;
  isPublica: boolean;
  costo: number;
  title?: string | null;
  createdAt?: string | null;
  catalogo?: string | null;
}

/** An ImagenEtiqueta record's fields. */
export interface ImageTagEntry {
  etiqueta: string;
  imagenId: string;
  imagenCreatedAt: string;
  filePath: string;
  etiquetas: string;
  isPublica: boolean;
  costo: number;
  title: string | null;
}

/** What the index needs of a video. */
export interface IndexedVideo {
  id: string;
  tags: string;
  publishedAt?: string | null;
  createdAt?: string | null;
  catalogo?: string | null;
}

/** A ConferenciaEtiqueta record's fields. */
export interface VideoTagEntry {
  etiqueta: string;
  conferenciaId: string;
  publishedAt: string;
}

/** An Etiqueta record's fields. */
export interface TagRecord {
  kind: string;
  clave: string;
  nombre: string;
}

/** How one list is indexed. */
export interface TagIndexSpec<T extends { id: string }, E extends { etiqueta: string }> {
  /** Etiqueta.kind of its tags. */
  kind: string;
  tagsOf(item: T): string | null | undefined;
  /** The item's entry under a tag's key. */
  entryOf(item: T, etiqueta: string): E;
  itemIdOf(entry: E): string;
  /** The entry fields that must agree with the item. */
  fields: ReadonlyArray<keyof E>;
  /** What to set on an item that is missing from the list's ordered index; null when it is there. */
  feedFix(item: T): Partial<T> | null;
}

const EPOCH = new Date(0).toISOString();

export const imageIndex: TagIndexSpec<IndexedImage, ImageTagEntry> = {
  kind: IMAGE_TAG_KIND,
  tagsOf: (image) => image.etiquetas,
  entryOf: (image, etiqueta) => ({
    etiqueta,
    imagenId: image.id,
    imagenCreatedAt: image.createdAt ?? EPOCH,
    filePath: image.filePath,
    etiquetas: image.etiquetas,
    isPublica: image.isPublica,
    costo: image.costo,
    title: image.title ?? null,
  }),
  itemIdOf: (entry) => entry.imagenId,
  fields: ['imagenCreatedAt', 'filePath', 'etiquetas', 'isPublica', 'costo', 'title'],
  feedFix: (image) => (image.catalogo === IMAGE_FEED ? null : { catalogo: IMAGE_FEED }),
};

/** A video's place in the order: its publication, else its creation (as the list always sorted). */
export const videoOrder = (video: IndexedVideo) => video.publishedAt ?? video.createdAt ?? EPOCH;

export const videoIndex: TagIndexSpec<IndexedVideo, VideoTagEntry> = {
  kind: VIDEO_TAG_KIND,
  tagsOf: (video) => video.tags,
  entryOf: (video, etiqueta) => ({ etiqueta, conferenciaId: video.id, publishedAt: videoOrder(video) }),
  itemIdOf: (entry) => entry.conferenciaId,
  fields: ['publishedAt'],
  // The index is ordered by publishedAt: a video without one would be left out of it.
  feedFix: (video) =>
    video.catalogo === VIDEO_FEED && video.publishedAt ? null : { catalogo: VIDEO_FEED, publishedAt: videoOrder(video) },
};

/** The entries an item should have: one per distinct tag. */
export function tagEntries<T extends { id: string }, E extends { etiqueta: string }>(spec: TagIndexSpec<T, E>, item: T): E[] {
  return parseTags(spec.tagsOf(item)).map((name) => spec.entryOf(item, tagKey(name)));
}

/** The tag records of some items' tags, each spelled as it first appears. */
export function tagRecords<T extends { id: string }, E extends { etiqueta: string }>(
  spec: TagIndexSpec<T, E>,
  items: readonly T[],
): TagRecord[] {
  const records = new Map<string, TagRecord>();
  for (const item of items)
    for (const name of parseTags(spec.tagsOf(item))) {
      const clave = tagKey(name);
      if (!records.has(clave)) records.set(clave, { kind: spec.kind, clave, nombre: name });
    }
  return [...records.values()];
}

function sameEntry<E>(fields: ReadonlyArray<keyof E>, a: E, b: E): boolean {
  return fields.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

/** What to write so that an item's entries go from `before` (absent: a new item) to `after` (absent: deleted). */
export function planChange<T extends { id: string }, E extends { etiqueta: string }>(
  spec: TagIndexSpec<T, E>,
  before: T | null,
  after: T | null,
) {
  const old = new Map((before ? tagEntries(spec, before) : []).map((e) => [e.etiqueta, e]));
  const now = after ? tagEntries(spec, after) : [];
  const keep = new Set(now.map((e) => e.etiqueta));
  return {
    create: now.filter((e) => !old.has(e.etiqueta)),
    update: now.filter((e) => old.has(e.etiqueta) && !sameEntry(spec.fields, old.get(e.etiqueta)!, e)),
    delete: [...old.values()].filter((e) => !keep.has(e.etiqueta)),
    /** Tags the item gained: their Etiqueta records are created when missing. */
    addedTags: tagRecords(spec, after ? [after] : []).filter((t) => !old.has(t.clave)),
    /** Tags the item lost: their Etiqueta record goes when no other item holds them. */
    removedTags: [...old.keys()].filter((key) => !keep.has(key)),
  };
}

/** What differs between a list's items and its indexes. */
export interface IndexRepair<T, E> {
  /** Items missing from the ordered index (written before it, or by hand), with what to set on them. */
  feed: Array<{ item: T; fix: Partial<T> }>;
  createEntries: E[];
  updateEntries: E[];
  deleteEntries: E[];
  createTags: TagRecord[];
  deleteTags: TagRecord[];
}

/** The writes that make a list's indexes say what its items say. */
export function planIndexRepair<T extends { id: string }, E extends { etiqueta: string }>(
  spec: TagIndexSpec<T, E>,
  items: readonly T[],
  entries: readonly E[],
  tags: readonly TagRecord[],
): IndexRepair<T, E> {
  const keyOf = (e: E) => `${e.etiqueta}\u0000${spec.itemIdOf(e)}`;
  const expected = new Map(items.flatMap((item) => tagEntries(spec, item)).map((e) => [keyOf(e), e]));
  const present = new Map(entries.map((e) => [keyOf(e), e]));
  const expectedTags = tagRecords(spec, items);
  const tagKeys = new Set(expectedTags.map((t) => t.clave));
  const ours = tags.filter((t) => t.kind === spec.kind);
  const presentTags = new Set(ours.map((t) => t.clave));
  return {
    feed: items.flatMap((item) => {
      const fix = spec.feedFix(item);
      return fix ? [{ item, fix }] : [];
    }),
    createEntries: [...expected].filter(([key]) => !present.has(key)).map(([, e]) => e),
    updateEntries: [...expected].filter(([key, e]) => present.has(key) && !sameEntry(spec.fields, present.get(key)!, e)).map(([, e]) => e),
    deleteEntries: [...present].filter(([key]) => !expected.has(key)).map(([, e]) => e),
    createTags: expectedTags.filter((t) => !presentTags.has(t.clave)),
    deleteTags: ours.filter((t) => !tagKeys.has(t.clave)),
  };
}

/** How many writes a repair makes. */
export function repairSize(repair: IndexRepair<unknown, unknown>): number {
  return (
    repair.feed.length +
    repair.createEntries.length +
    repair.updateEntries.length +
    repair.deleteEntries.length +
    repair.createTags.length +
    repair.deleteTags.length
  );
}

/** An image's entries and the tag records of some images (for the seed and fixtures that write them directly). */
export const imageTagEntries = (image: IndexedImage) => tagEntries(imageIndex, image);
export const imageTagRecords = (images: readonly IndexedImage[]) => tagRecords(imageIndex, images);
/** A video's entries and the tag records of some videos. */
export const videoTagEntries = (video: IndexedVideo) => tagEntries(videoIndex, video);
export const videoTagRecords = (videos: readonly IndexedVideo[]) => tagRecords(videoIndex, videos);
