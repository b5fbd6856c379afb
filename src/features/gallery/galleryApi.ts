import { getDataClient } from '../../lib/data-client';
import { listAllPages } from '../../lib/data-results';
import { mediaItemUrl } from '../../lib/media-url';

export interface GalleryImage {
  id: string;
  filePath: string;
  etiquetas: string;
  isPublica: boolean;
  costo: number;
  createdAt: string;
}

/** Every gallery image, newest first. */
export async function fetchImages(): Promise<GalleryImage[]> {
  const images = await listAllPages((nextToken) => getDataClient().models.Imagen.list({ nextToken }));
  return images.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export type ImageAccess = { ok: true; url: string } | { ok: false; reason: 'donation' | 'error' };

/**
 * A URL to view an image: public images from storage, private ones through the
 * media-URL query, which the server answers only for a buyer. Guests hold no
 * purchases, so they are refused without a call.
 */
export async function getImageAccess(image: GalleryImage, signedIn: boolean): Promise<ImageAccess> {
  const outcome = await mediaItemUrl(
    { kind: 'IMAGEN', id: image.id, path: image.filePath, open: image.isPublica },
    signedIn,
    'Ocurrio un error al intentar acceder a la imagen.',
  );
  if (outcome.ok) return outcome;
  return { ok: false, reason: outcome.reason === 'purchase-required' ? 'donation' : 'error' };
}
