/*
 * Keeps the gallery's indexes (amplify/data/catalogue-index.ts) with every admin write of an
 * image, and repairs them from the images when they drift. Writes are separate requests
 * (AppSync has no transaction across models here): a write that fails half way leaves the index
 * behind, which the repair run on the next load of /admin/galeria puts right.
 */
import {
  IMAGE_FEED,
  IMAGE_TAG_KIND,
  planImageChange,
  planIndexRepair,
  repairSize,
  type ImageTagEntry,
  type IndexedImage,
  type TagRecord,
} from '../../../../amplify/data/catalogue-index';
import { getDataClient } from '../../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../../lib/data-results';
import { runLimited } from '../shared/concurrency';
import { isConditionFailure } from '../shared/conditionalUpdate';

/** Index writes sent at once. */
const WRITES_AT_ONCE = 4;

const client = () => getDataClient('userPool');

async function allSettledOrThrow(tasks: Array<() => Promise<unknown>>): Promise<void> {
  const outcomes = await runLimited(tasks, WRITES_AT_ONCE);
  const failed = outcomes.find((o) => !o.ok);
  if (failed && !failed.ok) throw failed.error;
}

/** Creates a tag's record unless it exists (two admins may add the same new tag at once). */
async function ensureTag(tag: TagRecord): Promise<void> {
  try {
    throwOnErrors(await client().models.Etiqueta.create(tag));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

const createEntry = async (entry: ImageTagEntry) => {
  try {
    throwOnErrors(await client().models.ImagenEtiqueta.create(entry));
  } catch (error) {
    // Already there (a retried write): make it say what it should.
    if (!isConditionFailure(error)) throw error;
    throwOnErrors(await client().models.ImagenEtiqueta.update(entry));
  }
};

const deleteEntry = async (key: Pick<ImageTagEntry, 'etiqueta' | 'imagenId'>) =>
  throwOnErrors(await client().models.ImagenEtiqueta.delete({ etiqueta: key.etiqueta, imagenId: key.imagenId }));

/** Removes a tag's record when no image holds the tag any more. */
async function dropTagIfUnused(clave: string): Promise<void> {
  const left = throwOnErrors(await client().models.ImagenEtiqueta.list({ etiqueta: clave, limit: 1 }));
  if (left.data.length > 0) return;
  throwOnErrors(await client().models.Etiqueta.delete({ kind: IMAGE_TAG_KIND, clave }));
}

/** Writes the index entries of an image created (before null), changed, or deleted (after null). */
export async function indexImageChange(before: IndexedImage | null, after: IndexedImage | null): Promise<void> {
  const plan = planImageChange(before, after);
  await allSettledOrThrow([
    ...plan.addedTags.map((tag) => () => ensureTag(tag)),
    ...plan.create.map((entry) => () => createEntry(entry)),
    ...plan.update.map((entry) => async () => throwOnErrors(await client().models.ImagenEtiqueta.update(entry))),
    ...plan.delete.map((entry) => () => deleteEntry(entry)),
  ]);
  await allSettledOrThrow(plan.removedTags.map((clave) => () => dropTagIfUnused(clave)));
}

/** What a repair did: its number of writes, and the images it put on the feed as stored now. */
export interface RepairOutcome<T> {
  writes: number;
  /** Their updatedAt changed: a screen holding them replaces its copies (or its next save would look like a conflict). */
  updated: T[];
}

/**
 * Compares the indexes with the images (all of them, as /admin/galeria reads them) and writes
 * what differs. What the plan would remove or add for one image
 * is checked against that image as stored now, so an upload or delete by another admin after
 * `images` was read is not undone.
 */
export async function repairImageIndex<T extends IndexedImage & { catalogo?: string | null }>(images: readonly T[]): Promise<RepairOutcome<T>> {
  const [entries, tags] = await Promise.all([
    listAllPages((nextToken) => client().models.ImagenEtiqueta.list({ nextToken, limit: 1000 })),
    listAllPages((nextToken) => client().models.Etiqueta.list({ kind: IMAGE_TAG_KIND, nextToken })),
  ]);
  const repair = planIndexRepair(images, entries, tags);
  if (repairSize(repair) === 0) return { writes: 0, updated: [] };
  const updated: T[] = [];

  const stillStored = new Map<string, Promise<boolean>>();
  const stored = (id: string) => {
    if (!stillStored.has(id))
      stillStored.set(
        id,
        client()
          .models.Imagen.get({ id })
          .then((r) => throwOnErrors(r).data !== null),
      );
    return stillStored.get(id)!;
  };
  const known = new Set(images.map((image) => image.id));

  await allSettledOrThrow([
    ...repair.feed.map((id) => async () => {
      const { data } = throwOnErrors(await client().models.Imagen.update({ id, catalogo: IMAGE_FEED }));
      if (data) updated.push(data as unknown as T);
    }),
    ...repair.createTags.map((tag) => () => ensureTag(tag)),
    ...repair.createEntries.map((entry) => async () => {
      if (await stored(entry.imagenId)) await createEntry(entry);
    }),
    ...repair.updateEntries.map((entry) => async () => throwOnErrors(await client().models.ImagenEtiqueta.update(entry))),
    ...repair.deleteEntries.map((entry) => async () => {
      // An image uploaded after the list was read has entries the plan does not expect.
      if (known.has(entry.imagenId) || !(await stored(entry.imagenId))) await deleteEntry(entry);
    }),
  ]);
  await allSettledOrThrow(repair.deleteTags.map(({ clave }) => () => dropTagIfUnused(clave)));
  return { writes: repairSize(repair), updated };
}
