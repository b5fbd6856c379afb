import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { listAllPages, unwrap } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { useLoad } from '../../../lib/useLoad';
import { runLimited, type Outcome } from '../shared/concurrency';
import { updateIfUnchanged } from '../shared/conditionalUpdate';
import { galleryFolder, uniqueFileName } from '../shared/paths';
import { commitOrRollback, removePaths, uploadImage } from '../shared/storage';
import type { GalleryShared } from './validation';
import { indexImageChange, repairImageIndex } from './imageIndex';
import { withRepaired } from '../shared/tagIndex';

export type GalleryImage = Schema['Imagen']['type'];

/** One image of an upload: the file and its own (optional) title. */
export interface GalleryUploadItem {
  file: File;
  title: string | null;
}

/** Images stored at once: a few, so twenty chosen files do not crowd the connection. */
export const GALLERY_UPLOAD_CONCURRENCY = 3;

const newestFirst = (a: GalleryImage, b: GalleryImage) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** An index write that failed leaves the index behind; the next load's repair puts it right. */
const keepIndex = (before: GalleryImage | null, after: GalleryImage | null) =>
  indexImageChange(before, after).catch((error: unknown) => console.error('Error al actualizar el índice de etiquetas:', error));

/** Data access of /admin/galeria: upload then create, tag and title edits, delete record then file. */
export function useGalleryAdmin() {
  const [images, setImages] = useState<GalleryImage[]>([]);
  /** Writes the last load made to put the public gallery's index right (0: it was right). */
  const [indexRepaired, setIndexRepaired] = useState<number | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Imagen.list({ nextToken }));
      setImages(all.sort(newestFirst));
      // Every image is at hand here: the index is checked against them after the screen draws.
      repairImageIndex(all).then(
        ({ writes, updated }) => {
          setImages((list) => withRepaired(list, all, updated));
          setIndexRepaired(writes);
        },
        (error: unknown) => console.error('Error al revisar el índice de etiquetas:', error),
      );
    }, []),
    'Error al obtener imágenes:',
  );

  /**
   * Stores each image (with its renditions) and writes its record, a few at a time; one that
   * fails leaves nothing behind and does not stop the others. Answers each image's outcome.
   */
  const uploadImages = useCallback(
    async (
      items: readonly GalleryUploadItem[],
      shared: GalleryShared,
      onProgress: (index: number, fraction: number) => void,
    ): Promise<Outcome<GalleryImage>[]> =>
      runLimited(
        items.map((item, index) => async () => {
          const filePath = `${galleryFolder(shared.isPublic)}${uniqueFileName(item.file.name)}`;
          await uploadImage(filePath, item.file, (f) => onProgress(index, f));
          return commitOrRollback([filePath], async () => {
            const created = unwrap(
              await getDataClient('userPool').models.Imagen.create({
                filePath,
                etiquetas: shared.tags,
                isPublica: shared.isPublic,
                costo: shared.cost,
                title: item.title,
              }),
            );
            await keepIndex(null, created);
            setImages((list) => [created, ...list]);
            return created;
          });
        }),
        GALLERY_UPLOAD_CONCURRENCY,
      ),
    [],
  );

  /** Saves tags and title, unless another admin changed the image since it was loaded. */
  const saveDetails = useCallback(async (image: GalleryImage, values: { tags: string; title: string | null }) => {
    const updated = await updateIfUnchanged('Imagen', { id: image.id, etiquetas: values.tags, title: values.title }, image.updatedAt);
    await keepIndex(image, updated);
    setImages((list) => list.map((i) => (i.id === image.id ? updated : i)));
  }, []);

  /** Answers the files that could not be removed after the record went. */
  const deleteImage = useCallback(async (image: GalleryImage): Promise<string[]> => {
    unwrap(await getDataClient('userPool').models.Imagen.delete({ id: image.id }));
    await keepIndex(image, null);
    setImages((list) => list.filter((i) => i.id !== image.id));
    return removePaths([image.filePath]);
  }, []);

  return { images, loading, loadError, reload, uploadImages, saveDetails, deleteImage, indexRepaired };
}
