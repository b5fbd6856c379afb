import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { uploadBatch } from '../shared/batchUpload';
import { getDataClient } from '../../../lib/data-client';
import { throwOnErrors, unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { BANNER_FOLDER, isBannerImagePath, uniqueFileName } from '../shared/paths';
import { objectExists, removePaths } from '../shared/storage';
import { listPaths } from '../../../lib/storage';
import { waitForObjects } from '../shared/waitForObject';
import { LeftoverFilesError } from '../shared/errors';

export type Banner = Schema['Banner']['type'];

const folderOf = (banner: Banner | null) => {
  const folder = banner?.imageFolder?.trim() || BANNER_FOLDER;
  return folder.endsWith('/') ? folder : `${folder}/`;
};

/** Data access of /admin/banner: the first banner record (the one the home page shows) and its folder. */
export function useBannerAdmin() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [images, setImages] = useState<string[]>([]);

  const loadImages = useCallback(async (current: Banner | null) => {
    const paths = await listPaths(folderOf(current));
    setImages(paths.filter(isBannerImagePath));
  }, []);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const { data } = throwOnErrors(await getDataClient('userPool').models.Banner.list());
      const first = data[0] ?? null;
      setBanner(first);
      await loadImages(first);
    }, [loadImages]),
    'Error al obtener imágenes:',
  );

  /** Updates the banner's text, or creates the banner when there is none yet. */
  const saveText = useCallback(
    async (text: string) => {
      const client = getDataClient('userPool');
      const saved = banner
        ? unwrap(await client.models.Banner.update({ id: banner.id, text }))
        : unwrap(await client.models.Banner.create({ titulo: 'Banner', text, imageFolder: BANNER_FOLDER }));
      setBanner(saved);
    },
    [banner],
  );

  /**
   * Uploads the images, then waits until each can be fetched (spec section 9)
   * before listing the folder again. Rejects when a file failed to upload or
   * never became reachable; the list is refreshed either way.
   */
  const uploadImages = useCallback(
    async (files: readonly File[], onProgress: (index: number, fraction: number) => void) => {
      const folder = folderOf(banner);
      const items = files.map((file) => ({ path: `${folder}${uniqueFileName(file.name)}`, file }));
      try {
        const { uploaded, failed } = await uploadBatch(items, onProgress);
        if (failed.length) {
          // A batch goes up whole or not at all: the slideshow keeps its previous images.
          const leftovers = await removePaths(uploaded);
          throw new LeftoverFilesError(new Error(`${failed.length} uploads failed`), leftovers);
        }
        await waitForObjects(uploaded, objectExists);
      } finally {
        await loadImages(banner).catch((error) => console.error('Error al obtener imágenes:', error));
      }
    },
    [banner, loadImages],
  );

  const deleteImage = useCallback(async (path: string) => {
    const failed = await removePaths([path]);
    if (failed.length) throw new Error(`Could not delete ${path}`);
    setImages((list) => list.filter((p) => p !== path));
  }, []);

  return { banner, images, loading, loadError, reload, saveText, uploadImages, deleteImage };
}
