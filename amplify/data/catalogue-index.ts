/*
 * The gallery's indexes, so that public screens read a page at a time whatever the catalogue's
 * size, on AWS as locally (DynamoDB queries on a partition, never a scan with a filter):
 * - Imagen.catalogo holds IMAGE_FEED on every image, and the index on it ordered by createdAt
 *   lists the whole gallery newest first;
 * - ImagenEtiqueta holds one entry per image and tag (partition: the tag's key), ordered by the
 *   image's creation time, with what a card shows;
 * - Etiqueta holds the distinct tags of the gallery (the filter buttons).
 * Tags live in one comma-separated string, which no DynamoDB index can split: whoever writes an
 * image writes its entries too (the admin screens, the seed), and planIndexRepair puts the
 * entries right from the images when they drift (a write that failed half way, an older backup).
 */

/** The value of Imagen.catalogo: the partition of the index that orders the whole gallery. */
export const IMAGE_FEED = 'IMAGEN';

/** Etiqueta.kind of the gallery's tags. */
export const IMAGE_TAG_KIND = 'IMAGEN';

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

/** An Etiqueta record's fields. */
export interface TagRecord {
  kind: string;
  clave: string;
  nombre: string;
}

/** The entries an image should have: one per distinct tag. */
export function imageTagEntries(image: IndexedImage): ImageTagEntry[] {
  return parseTags(image.etiquetas).map((name) => ({
    etiqueta: tagKey(name),
    imagenId: image.id,
    imagenCreatedAt: image.createdAt ?? new Date(0).toISOString(),
    filePath: image.filePath,
    etiquetas: image.etiquetas,
    isPublica: image.isPublica,
    costo: image.costo,
    title: image.title ?? null,
  }));
}

/** The tag records of some images' tags, each spelled as it first appears. */
export function imageTagRecords(images: readonly Pick<IndexedImage, 'etiquetas'>[]): TagRecord[] {
  const records = new Map<string, TagRecord>();
  for (const image of images)
    for (const name of parseTags(image.etiquetas)) {
      const clave = tagKey(name);
      if (!records.has(clave)) records.set(clave, { kind: IMAGE_TAG_KIND, clave, nombre: name });
    }
  return [...records.values()];
}

/** The key of an entry (its record's identifier). */
export function entryKey(entry: Pick<ImageTagEntry, 'etiqueta' | 'imagenId'>): string {
  return `${entry.etiqueta}\u0000${entry.imagenId}`;
}

const ENTRY_FIELDS = ['imagenCreatedAt', 'filePath', 'etiquetas', 'isPublica', 'costo', 'title'] as const;

function sameEntry(a: ImageTagEntry, b: ImageTagEntry): boolean {
  return ENTRY_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

/** What to write so that an image's entries go from `before` (absent: a new image) to `after` (absent: deleted). */
export function planImageChange(before: IndexedImage | null, after: IndexedImage | null) {
  const old = new Map((before ? imageTagEntries(before) : []).map((e) => [e.etiqueta, e]));
  const now = after ? imageTagEntries(after) : [];
  const keep = new Set(now.map((e) => e.etiqueta));
  return {
    create: now.filter((e) => !old.has(e.etiqueta)),
    update: now.filter((e) => old.has(e.etiqueta) && !sameEntry(old.get(e.etiqueta)!, e)),
    delete: [...old.values()].filter((e) => !keep.has(e.etiqueta)),
    /** Tags the image gained: their Etiqueta records are created when missing. */
    addedTags: imageTagRecords(after ? [after] : []).filter((t) => !old.has(t.clave)),
    /** Tags the image lost: their Etiqueta record goes when no other image holds them. */
    removedTags: [...old.keys()].filter((key) => !keep.has(key)),
  };
}

/** What differs between the images and their indexes. */
export interface IndexRepair {
  /** Images without the feed value (written before the index, or by hand). */
  feed: string[];
  createEntries: ImageTagEntry[];
  updateEntries: ImageTagEntry[];
  deleteEntries: Array<Pick<ImageTagEntry, 'etiqueta' | 'imagenId'>>;
  createTags: TagRecord[];
  deleteTags: Array<Pick<TagRecord, 'kind' | 'clave'>>;
}

/** The writes that make the indexes say what the images say. */
export function planIndexRepair(
  images: readonly (IndexedImage & { catalogo?: string | null })[],
  entries: readonly ImageTagEntry[],
  tags: readonly TagRecord[],
): IndexRepair {
  const expected = new Map(images.flatMap(imageTagEntries).map((e) => [entryKey(e), e]));
  const present = new Map(entries.map((e) => [entryKey(e), e]));
  const expectedTags = imageTagRecords(images);
  const tagKeys = new Set(expectedTags.map((t) => t.clave));
  const presentTags = new Set(tags.filter((t) => t.kind === IMAGE_TAG_KIND).map((t) => t.clave));
  return {
    feed: images.filter((image) => image.catalogo !== IMAGE_FEED).map((image) => image.id),
    createEntries: [...expected].filter(([key]) => !present.has(key)).map(([, e]) => e),
    updateEntries: [...expected].filter(([key, e]) => present.has(key) && !sameEntry(present.get(key)!, e)).map(([, e]) => e),
    deleteEntries: [...present].filter(([key]) => !expected.has(key)).map(([, e]) => ({ etiqueta: e.etiqueta, imagenId: e.imagenId })),
    createTags: expectedTags.filter((t) => !presentTags.has(t.clave)),
    deleteTags: tags.filter((t) => t.kind === IMAGE_TAG_KIND && !tagKeys.has(t.clave)).map(({ kind, clave }) => ({ kind, clave })),
  };
}

/** How many writes a repair makes. */
export function repairSize(repair: IndexRepair): number {
  return (
    repair.feed.length +
    repair.createEntries.length +
    repair.updateEntries.length +
    repair.deleteEntries.length +
    repair.createTags.length +
    repair.deleteTags.length
  );
}
