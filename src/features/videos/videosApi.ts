import { getDataClient } from '../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../lib/data-results';
import { mediaItemUrl } from '../../lib/media-url';

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
  createdAt: string;
}

/** Every video, newest first (by publish date, else creation). */
export async function fetchVideos(): Promise<Video[]> {
  const videos = await listAllPages((nextToken) => getDataClient().models.Conferencia.list({ nextToken }));
  const when = (v: Video) => v.publishedAt ?? v.createdAt;
  return videos.sort((a, b) => when(b).localeCompare(when(a)));
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
