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

export type GalleryImage = Schema['Imagen']['type'];

/** One image of an upload: the file and its own (optional) title. */
export interface GalleryUploadItem {
  file: File;
  title: string | null;
}

/** Images stored at once: a few, so twenty chosen files do not crowd the connection. */
export const GALLERY_UPLOAD_CONCURRENCY = 3;

const newestFirst = (a: GalleryImage, b: GalleryImage) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** Data access of /admin/galeria: upload then create, tag and title edits, delete record then file. */
export function useGalleryAdmin() {
  const [images, setImages] = useState<GalleryImage[]>([]);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Imagen.list({ nextToken }));
      setImages(all.sort(newestFirst));
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
    setImages((list) => list.map((i) => (i.id === image.id ? updated : i)));
  }, []);

  /** Answers the files that could not be removed after the record went. */
  const deleteImage = useCallback(async (image: GalleryImage): Promise<string[]> => {
    unwrap(await getDataClient('userPool').models.Imagen.delete({ id: image.id }));
    setImages((list) => list.filter((i) => i.id !== image.id));
    return removePaths([image.filePath]);
  }, []);

  return { images, loading, loadError, reload, uploadImages, saveDetails, deleteImage };
}
