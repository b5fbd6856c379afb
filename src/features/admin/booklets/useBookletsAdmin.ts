import { useCallback, useRef, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { uploadBatch } from '../shared/batchUpload';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { bookletFolder, safeFileName } from '../shared/paths';
import { objectExists, removePaths } from '../shared/storage';
import { firstPageImagePath, isImagePath, listPaths } from '../../../lib/storage';
import { waitForObjects } from '../shared/waitForObject';
import { LeftoverFilesError } from '../shared/errors';
import { updateIfUnchanged } from '../shared/conditionalUpdate';
import { isBookletFolderTaken } from './validation';

export type Booklet = Schema['Devocionario']['type'];

const byName = (a: Booklet, b: Booklet) => a.name.localeCompare(b.name, 'es', { numeric: true });

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
  /** The booklets as last stored, for the cover upkeep that runs after a listing. */
  const bookletsRef = useRef<Booklet[]>([]);

  const replaceBooklets = useCallback((change: (list: Booklet[]) => Booklet[]) => {
    bookletsRef.current = change(bookletsRef.current).sort(byName);
    setBooklets(bookletsRef.current);
  }, []);

  /** A record as stored now, in the list and as the selection. */
  const stored = useCallback(
    (updated: Booklet) => {
      replaceBooklets((list) => list.map((b) => (b.id === updated.id ? updated : b)));
      if (selectedRef.current?.id === updated.id) {
        selectedRef.current = updated;
        setSelected(updated);
      }
    },
    [replaceBooklets],
  );

  /**
   * Keeps `portada` (the first page /devocionario's card shows) of every booklet showing this
   * folder equal to the folder's first page, from a listing of it: '' when it holds no page image,
   * so neither the card nor the next load here lists an empty folder again.
   */
  const keepCovers = useCallback(
    async (pagesFolder: string, paths: readonly string[]) => {
      const first = firstPageImagePath(paths) ?? '';
      for (const booklet of bookletsRef.current.filter((b) => b.pagesFolder === pagesFolder && b.portada !== first)) {
        stored(unwrap(await getDataClient('userPool').models.Devocionario.update({ id: booklet.id, portada: first })));
      }
    },
    [stored],
  );

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Devocionario.list({ nextToken }));
      replaceBooklets(() => all);
      // Booklets stored before the first page was kept in the record get it now (their cards list the folder meanwhile).
      void (async () => {
        for (const folder of new Set(all.filter((b) => typeof b.portada !== 'string').map((b) => b.pagesFolder))) {
          await keepCovers(folder, await listPaths(bookletFolder(folder)));
        }
      })().catch((error: unknown) => console.error('Error al actualizar las portadas de los devocionarios:', error));
    }, [replaceBooklets, keepCovers]),
    'Error al obtener devocionarios:',
  );

  const loadImages = useCallback(
    async (booklet: Booklet) => {
      setLoadingImages(true);
      try {
        const paths = await listPaths(bookletFolder(booklet.pagesFolder));
        // A slow answer for a booklet no longer selected must not replace the current one's images.
        // The pages the public viewer shows: any page image type (the listing leaves renditions out).
        if (selectedRef.current?.id === booklet.id) setImages(paths.filter(isImagePath));
        await keepCovers(booklet.pagesFolder, paths).catch((error: unknown) =>
          console.error('Error al actualizar la portada del devocionario:', error),
        );
      } finally {
        if (selectedRef.current?.id === booklet.id) setLoadingImages(false);
      }
    },
    [keepCovers],
  );

  const select = useCallback(
    async (booklet: Booklet) => {
      selectedRef.current = booklet;
      setSelected(booklet);
      setImages([]);
      await loadImages(booklet);
    },
    [loadImages],
  );

  const createBooklet = useCallback(
    async (values: { name: string; pagesFolder: string }) => {
      const created = unwrap(await getDataClient('userPool').models.Devocionario.create(values));
      replaceBooklets((list) => [...list, created]);
      return created;
    },
    [replaceBooklets],
  );

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

  /** Renames a booklet (its folder stays), unless another admin changed it since it was loaded. */
  const renameBooklet = useCallback(
    async (booklet: Booklet, name: string) => {
      const updated = await updateIfUnchanged('Devocionario', { id: booklet.id, name }, booklet.updatedAt);
      stored(updated);
      return updated;
    },
    [stored],
  );

  /**
   * Deletes the booklet, then every page in its folder with their renditions (unless another
   * booklet shows the same folder). Answers the files that could not be removed.
   */
  const deleteBooklet = useCallback(
    async (booklet: Booklet): Promise<string[]> => {
      unwrap(await getDataClient('userPool').models.Devocionario.delete({ id: booklet.id }));
      replaceBooklets((list) => list.filter((b) => b.id !== booklet.id));
      if (selectedRef.current?.id === booklet.id) {
        selectedRef.current = null;
        setSelected(null);
        setImages([]);
      }
      if (isBookletFolderTaken(booklet.pagesFolder, bookletsRef.current, booklet.id)) return [];
      const folder = bookletFolder(booklet.pagesFolder);
      // Never the root of every booklet, whatever an old record says its folder is.
      if (!/^devocionario\/[^/]+\//.test(folder)) return [];
      try {
        return await removePaths(await listPaths(folder));
      } catch (error) {
        console.error('Error al obtener imágenes:', error);
        return [folder];
      }
    },
    [replaceBooklets],
  );

  return {
    booklets,
    renameBooklet,
    deleteBooklet,
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
