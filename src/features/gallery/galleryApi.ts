import { IMAGE_FEED, IMAGE_TAG_KIND, tagKey } from '../../../amplify/data/catalogue-index';
import { getDataClient } from '../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../lib/data-results';
import { mediaItemUrl } from '../../lib/media-url';
import type { ListPageOf } from '../../lib/usePagedList';
import { sortTags } from '../../lib/tags';

export interface GalleryImage {
  id: string;
  /** A name to show with the image, when the admin gave one. */
  title?: string | null;
  filePath: string;
  etiquetas: string;
  isPublica: boolean;
  costo: number;
  createdAt: string;
}

/**
 * A page of the gallery, newest first: every image (tag null) through the index of Imagen.catalogo,
 * or those of a tag through its index entries, so that neither reads the rest of the catalogue.
 */
export async function fetchImagePage(tag: string | null, limit: number, nextToken?: string): Promise<ListPageOf<GalleryImage>> {
  const models = getDataClient().models;
  if (tag === null) {
    const page = throwOnErrors(
      await models.Imagen.listImagenByCatalogo({ catalogo: IMAGE_FEED }, { sortDirection: 'DESC', limit, nextToken }),
    );
    return {
      items: page.data.map((image) => ({ ...image, createdAt: image.createdAt ?? '' })),
      nextToken: page.nextToken ?? null,
    };
  }
  const page = throwOnErrors(
    await models.ImagenEtiqueta.listImagenEtiquetaByEtiqueta({ etiqueta: tagKey(tag) }, { sortDirection: 'DESC', limit, nextToken }),
  );
  return {
    items: page.data.map((entry) => ({
      id: entry.imagenId,
      title: entry.title,
      filePath: entry.filePath,
      etiquetas: entry.etiquetas,
      isPublica: entry.isPublica,
      costo: entry.costo,
      createdAt: entry.imagenCreatedAt,
    })),
    nextToken: page.nextToken ?? null,
  };
}

/** The gallery's distinct tags (the filter buttons), in alphabetical order. */
export async function fetchImageTags(): Promise<string[]> {
  const tags = await listAllPages((nextToken) => getDataClient().models.Etiqueta.list({ kind: IMAGE_TAG_KIND, nextToken }));
  return sortTags(tags.map((tag) => tag.nombre));
}

/** One image, for a link to an image not among the pages read so far; null when there is none. */
export async function fetchImage(id: string): Promise<GalleryImage | null> {
  const image = throwOnErrors(await getDataClient().models.Imagen.get({ id })).data;
  return image ? { ...image, createdAt: image.createdAt ?? '' } : null;
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
