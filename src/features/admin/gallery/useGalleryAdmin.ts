import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { galleryFolder, uniqueFileName } from '../shared/paths';
import { commitOrRollback, removePaths, uploadFile, type ProgressListener } from '../shared/storage';

export type GalleryImage = Schema['Imagen']['type'];

const newestFirst = (a: GalleryImage, b: GalleryImage) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** Data access of /admin/galeria: upload then create, tag edits, delete record then file. */
export function useGalleryAdmin() {
  const [images, setImages] = useState<GalleryImage[]>([]);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Imagen.list({ nextToken }));
      setImages(all.sort(newestFirst));
    }, []),
    'Error al obtener imágenes:',
  );

  const uploadImage = useCallback(
    async (file: File, values: { tags: string; isPublic: boolean; cost: number }, onProgress: ProgressListener) => {
      const filePath = `${galleryFolder(values.isPublic)}${uniqueFileName(file.name)}`;
      await uploadFile(filePath, file, onProgress);
      await commitOrRollback([filePath], async () => {
        const created = unwrap(
          await getDataClient('userPool').models.Imagen.create({
            filePath,
            etiquetas: values.tags,
            isPublica: values.isPublic,
            costo: values.cost,
          }),
        );
        setImages((list) => [created, ...list]);
      });
    },
    [],
  );

  const saveTags = useCallback(async (image: GalleryImage, tags: string) => {
    const updated = unwrap(await getDataClient('userPool').models.Imagen.update({ id: image.id, etiquetas: tags }));
    setImages((list) => list.map((i) => (i.id === image.id ? updated : i)));
  }, []);

  /** Answers the files that could not be removed after the record went. */
  const deleteImage = useCallback(async (image: GalleryImage): Promise<string[]> => {
    unwrap(await getDataClient('userPool').models.Imagen.delete({ id: image.id }));
    setImages((list) => list.filter((i) => i.id !== image.id));
    return removePaths([image.filePath]);
  }, []);

  return { images, loading, loadError, reload, uploadImage, saveTags, deleteImage };
}
