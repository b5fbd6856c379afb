import { VIDEO_FEED, VIDEO_TAG_KIND, tagKey } from '../../../amplify/data/catalogue-index';
import { getDataClient } from '../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../lib/data-results';
import { mediaItemUrl } from '../../lib/media-url';
import type { ListPageOf } from '../../lib/usePagedList';
import { sortTags } from '../../lib/tags';

export interface Video {
  id: string;
  title: string;
  description: string;
  tags: string;
  isFree: boolean;
  cost: number;
  videoPath: string;
  thumbnailPath: string;
  views?: number | null;
  likes?: number | null;
  publishedAt?: string | null;
  /** The video's length, when it is known (measured at upload). */
  durationSeconds?: number | null;
  createdAt: string;
}

const VIDEO_FIELDS = 'id title description tags isFree cost videoPath thumbnailPath views likes publishedAt durationSeconds createdAt';

/** Videos by id in one request (aliased gets; AppSync answers each alias from the table). */
async function videosById(ids: readonly string[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const query = `query VideosById(${ids.map((_, i) => `$v${i}: ID!`).join(', ')}) { ${ids
    .map((_, i) => `v${i}: getConferencia(id: $v${i}) { ${VIDEO_FIELDS} }`)
    .join(' ')} }`;
  const variables = Object.fromEntries(ids.map((id, i) => [`v${i}`, id]));
  const result = (await getDataClient().graphql({ query, variables })) as { data: Record<string, Video | null> };
  // A video deleted since its entry was read is left out.
  return ids.flatMap((_, i) => (result.data[`v${i}`] ? [result.data[`v${i}`]!] : []));
}

/**
 * A page of the videos, newest first (by publish date): all of them (tag null) through the index
 * of Conferencia.catalogo, or those of a tag through its index entries and then the videos
 * themselves (their views and likes change, so entries keep only the id).
 */
export async function fetchVideoPage(tag: string | null, limit: number, nextToken?: string): Promise<ListPageOf<Video>> {
  const models = getDataClient().models;
  if (tag === null) {
    const page = throwOnErrors(
      await models.Conferencia.listConferenciaByCatalogo({ catalogo: VIDEO_FEED }, { sortDirection: 'DESC', limit, nextToken }),
    );
    return { items: page.data, nextToken: page.nextToken ?? null };
  }
  const page = throwOnErrors(
    await models.ConferenciaEtiqueta.listConferenciaEtiquetaByEtiqueta(
      { etiqueta: tagKey(tag) },
      { sortDirection: 'DESC', limit, nextToken },
    ),
  );
  return { items: await videosById(page.data.map((entry) => entry.conferenciaId)), nextToken: page.nextToken ?? null };
}

/** The videos' distinct tags (the filter buttons), in alphabetical order. */
export async function fetchVideoTags(): Promise<string[]> {
  const tags = await listAllPages((nextToken) => getDataClient().models.Etiqueta.list({ kind: VIDEO_TAG_KIND, nextToken }));
  return sortTags(tags.map((tag) => tag.nombre));
}

/** One video, for a link to a video not among the pages read so far; null when there is none. */
export async function fetchVideo(id: string): Promise<Video | null> {
  return throwOnErrors(await getDataClient().models.Conferencia.get({ id })).data;
}

/** Why a video could not be opened; each maps to a message of spec section 8. */
export type VideoAccessError = 'private' | 'signing';

export type VideoAccess = { ok: true; url: string } | { ok: false; reason: VideoAccessError };

/**
 * A playable URL: the public storage URL for a free video; for a paid one a
 * short-lived URL from getMediaUrl, which the server grants only with a purchase.
 * Guests cannot hold purchases, so they are refused without a call.
 */
export async function getVideoAccess(video: Video, signedIn: boolean): Promise<VideoAccess> {
  const outcome = await mediaItemUrl(
    { kind: 'CONFERENCIA', id: video.id, path: video.videoPath, open: video.isFree },
    signedIn,
    'No se pudo generar acceso al video.',
  );
  if (outcome.ok) return outcome;
  return { ok: false, reason: outcome.reason === 'purchase-required' ? 'private' : 'signing' };
}

/** Counts a view on the server; answers the new count, or undefined when counting failed (the video still plays). */
export async function registerView(videoId: string): Promise<number | undefined> {
  try {
    const { data } = throwOnErrors(await getDataClient().mutations.registerVideoView({ conferenciaId: videoId }));
    return data ?? undefined;
  } catch (error) {
    console.error('registerVideoView:', error);
    return undefined;
  }
}
