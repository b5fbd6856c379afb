import { getDataClient } from '../../lib/data-client';
import { listAllPages } from '../../components/listAllPages';
import { mediaUrl } from '../../components/storageMedia';
import { isPurchaseRequired } from '../../components/mediaAccess';

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
  try {
    if (image.isPublica) return { ok: true, url: await mediaUrl(image.filePath) };
    if (!signedIn) return { ok: false, reason: 'donation' };
    const { data, errors } = await getDataClient().queries.getMediaUrl({ kind: 'IMAGEN', id: image.id }, { authMode: 'userPool' });
    if (errors?.length) {
      console.error('getMediaUrl:', errors);
      return { ok: false, reason: isPurchaseRequired(errors) ? 'donation' : 'error' };
    }
    return data?.url ? { ok: true, url: data.url } : { ok: false, reason: 'error' };
  } catch (error) {
    console.error('Ocurrio un error al intentar acceder a la imagen.', error);
    const errors = (error as { errors?: { message?: string; errorType?: string }[] }).errors;
    return { ok: false, reason: isPurchaseRequired(errors) ? 'donation' : 'error' };
  }
}
