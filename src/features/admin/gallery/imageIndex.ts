// The gallery's tag index kept by /admin/galeria (admin/shared/tagIndex.ts does the work).
import { imageIndex, type ImageTagEntry, type IndexedImage } from '../../../../amplify/data/catalogue-index';
import { getDataClient } from '../../../lib/data-client';
import { throwOnErrors } from '../../../lib/data-results';
import { indexChange, repairIndex, type RepairOutcome, type TagIndexStore } from '../shared/tagIndex';

const client = () => getDataClient('userPool');

const imageStore: TagIndexStore<IndexedImage, ImageTagEntry> = {
  spec: imageIndex,
  createEntry: (entry) => client().models.ImagenEtiqueta.create(entry),
  updateEntry: (entry) => client().models.ImagenEtiqueta.update(entry),
  deleteEntry: ({ etiqueta, imagenId }) => client().models.ImagenEtiqueta.delete({ etiqueta, imagenId }),
  listEntries: (nextToken) => client().models.ImagenEtiqueta.list({ nextToken, limit: 1000 }),
  tagInUse: async (etiqueta) => throwOnErrors(await client().models.ImagenEtiqueta.list({ etiqueta, limit: 1 })).data.length > 0,
  itemStored: async (id) => throwOnErrors(await client().models.Imagen.get({ id })).data !== null,
  fixFeed: async (image, fix) => throwOnErrors(await client().models.Imagen.update({ id: image.id, ...fix })).data,
};

/** Writes the index entries of an image created (before null), changed, or deleted (after null). */
export const indexImageChange = (before: IndexedImage | null, after: IndexedImage | null) => indexChange(imageStore, before, after);

/** Puts the gallery's indexes right from every image; see repairIndex. */
export const repairImageIndex = <T extends IndexedImage>(images: readonly T[]) =>
  repairIndex(imageStore, images) as Promise<RepairOutcome<T>>;
