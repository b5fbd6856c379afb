import { ErrorCode, errorCodeOf } from '../../amplify/functions/shared/error-codes';
import { getDataClient } from './data-client';
import { graphQLErrorsOf, type GraphQLErrorLike } from './data-results';
import { mediaUrl } from './storage';

/** What getMediaUrl signs: a gallery image (Imagen) or a video (Conferencia). */
export type MediaKind = 'IMAGEN' | 'CONFERENCIA';

/**
 * Why no URL came: the caller holds no purchase of the item (or may not ask at all), the item
 * does not exist, or the request failed for any other reason (network, signing).
 */
export type MediaRefusal = 'purchase-required' | 'not-found' | 'failed';

export type MediaUrlOutcome = { ok: true; url: string } | { ok: false; reason: MediaRefusal };

/** AppSync's own errorType when the schema's rules refuse the caller before any function runs. */
const APPSYNC_UNAUTHORIZED = 'Unauthorized';

/** The refusal an answer's errors stand for, by the codes the media-URL function and AppSync give. */
export function mediaRefusal(errors: readonly GraphQLErrorLike[]): MediaRefusal {
  const codes = errors.map((error) => errorCodeOf(error.message));
  if (
    codes.includes(ErrorCode.PURCHASE_REQUIRED) ||
    codes.includes(ErrorCode.UNAUTHORIZED) ||
    errors.some((error) => error.errorType === APPSYNC_UNAUTHORIZED)
  ) {
    return 'purchase-required';
  }
  return codes.includes(ErrorCode.NOT_FOUND) ? 'not-found' : 'failed';
}

/**
 * A short-lived signed URL for a private image or a paid video, from the getMediaUrl query,
 * which the server answers only for ADMINS and buyers (architecture.md, item 3). Asked in
 * user-pool mode: only a signed-in user can hold a purchase. Never throws.
 */
export async function requestMediaUrl(kind: MediaKind, id: string): Promise<MediaUrlOutcome> {
  try {
    const { data, errors } = await getDataClient().queries.getMediaUrl({ kind, id }, { authMode: 'userPool' });
    if (errors?.length) {
      console.error('getMediaUrl:', errors);
      return { ok: false, reason: mediaRefusal(errors) };
    }
    return data?.url ? { ok: true, url: data.url } : { ok: false, reason: 'failed' };
  } catch (error) {
    console.error('getMediaUrl:', error);
    return { ok: false, reason: mediaRefusal(graphQLErrorsOf(error)) };
  }
}

/** A gallery image or a video as the public screens hold it. */
export interface MediaItem {
  kind: MediaKind;
  id: string;
  /** The object's path in the bucket. */
  path: string;
  /** A public image or a free video: anyone may read it from storage. */
  open: boolean;
}

/**
 * A URL to show an item: an open one straight from storage (signed with the visitor's own
 * credentials); any other through requestMediaUrl. A guest holds no purchase, so a closed
 * item is refused to them without a call. `logLabel` heads the console line of a failure.
 */
export async function mediaItemUrl(item: MediaItem, signedIn: boolean, logLabel: string): Promise<MediaUrlOutcome> {
  if (!item.open) return signedIn ? requestMediaUrl(item.kind, item.id) : { ok: false, reason: 'purchase-required' };
  try {
    return { ok: true, url: await mediaUrl(item.path) };
  } catch (error) {
    console.error(logLabel, error);
    return { ok: false, reason: 'failed' };
  }
}
