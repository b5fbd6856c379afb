import { useCallback, useRef, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { uploadBatch } from '../shared/batchUpload';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { bookletFolder, safeFileName } from '../shared/paths';
import { objectExists, removePaths } from '../shared/storage';
import { isImagePath, listPaths } from '../../../lib/storage';
import { waitForObjects } from '../shared/waitForObject';
import { LeftoverFilesError } from '../shared/errors';

export type Booklet = Schema['Devocionario']['type'];

/**
 * Data access of /admin/devocionario (spec section 4, booklet admin): no
 * booklet selected, then one selected and its public images loaded.
 */
export function useBookletsAdmin() {
  const [booklets, setBooklets] = useState<Booklet[]>([]);
  const [selected, setSelected] = useState<Booklet | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const [loadingImages, setLoadingImages] = useState(false);
  const selectedRef = useRef<Booklet | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Devocionario.list({ nextToken }));
      setBooklets(all.sort((a, b) => a.name.localeCompare(b.name, 'es', { numeric: true })));
    }, []),
    'Error al obtener devocionarios:',
  );

  const loadImages = useCallback(async (booklet: Booklet) => {
    setLoadingImages(true);
    try {
      const paths = await listPaths(bookletFolder(booklet.pagesFolder));
      // A slow answer for a booklet no longer selected must not replace the current one's images.
      // The pages the public viewer shows (any image type), without their renditions.
      if (selectedRef.current?.id === booklet.id) setImages(paths.filter(isImagePath));
    } finally {
      if (selectedRef.current?.id === booklet.id) setLoadingImages(false);
    }
  }, []);

  const select = useCallback(
    async (booklet: Booklet) => {
      selectedRef.current = booklet;
      setSelected(booklet);
      setImages([]);
      await loadImages(booklet);
    },
    [loadImages],
  );

  const createBooklet = useCallback(async (values: { name: string; pagesFolder: string }) => {
    const created = unwrap(await getDataClient('userPool').models.Devocionario.create(values));
    setBooklets((list) => [...list, created].sort((a, b) => a.name.localeCompare(b.name, 'es', { numeric: true })));
    return created;
  }, []);

  /** Uploads into the selected booklet's folder, waits until each image is reachable, then lists again. */
  const uploadImages = useCallback(
    async (booklet: Booklet, files: readonly File[], onProgress: (index: number, fraction: number) => void) => {
      const folder = bookletFolder(booklet.pagesFolder);
      const items = files.map((file) => ({ path: `${folder}${safeFileName(file.name)}`, file }));
      // Pages keep their names, so an upload may replace a page; only new paths are undone on failure.
      const before = new Set(await listPaths(folder));
      try {
        const { uploaded, failed } = await uploadBatch(items, onProgress);
        if (failed.length) {
          const leftovers = await removePaths(uploaded.filter((path) => !before.has(path)));
          throw new LeftoverFilesError(new Error(`${failed.length} uploads failed`), leftovers);
        }
        await waitForObjects(uploaded, objectExists);
      } finally {
        await loadImages(booklet).catch((error) => console.error('Error al obtener imágenes:', error));
      }
    },
    [loadImages],
  );

  const deleteImage = useCallback(
    async (booklet: Booklet, path: string) => {
      const failed = await removePaths([path]);
      if (failed.length) throw new Error(`Could not delete ${path}`);
      await loadImages(booklet);
    },
    [loadImages],
  );

  return {
    booklets,
    loading,
    loadError,
    reload,
    selected,
    select,
    images,
    loadingImages,
    createBooklet,
    uploadImages,
    deleteImage,
  };
}
