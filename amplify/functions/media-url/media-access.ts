/*
 * Who may have a signed URL for a media item: anyone signed in for public images
 * and free videos; for private images and paid videos, ADMINS and buyers only
 * (architecture.md, item 3: paid content is enforced on the server).
 */
import { ADMINS_GROUP, type CognitoIdentity } from '../shared/appsync-event';
import type { MediaKind, MediaRecords } from '../shared/media-records';
import { codedError, ErrorCode } from '../shared/error-codes';

export const URL_TTL_SECONDS = 900;

export type Signer = (key: string, expiresInSeconds: number) => Promise<string>;

export type MediaUrl = { url: string; expiresAt: string };

/** Object keys are stored as written by the admin screens; S3 keys never start with '/'. */
export function objectKey(path: string): string {
  return path.replace(/^\/+/, '');
}

export async function getMediaUrl(
  records: MediaRecords,
  sign: Signer,
  caller: CognitoIdentity,
  kind: MediaKind,
  id: string,
  now: () => number = Date.now,
): Promise<MediaUrl> {
  if (!id) throw codedError(ErrorCode.BAD_REQUEST, 'id is required');
  const item = await records.getItem(kind, id);
  if (!item) throw codedError(ErrorCode.NOT_FOUND, `no ${kind === 'IMAGEN' ? 'image' : 'video'} with id ${id}`);
  if (!item.open && !caller.groups?.includes(ADMINS_GROUP)) {
    const purchase = await records.findPurchase(kind, caller.sub, id);
    if (!purchase) {
      throw codedError(ErrorCode.PURCHASE_REQUIRED, `this ${kind === 'IMAGEN' ? 'image' : 'video'} needs a purchase or donation`);
    }
  }
  const issuedAt = now();
  const url = await sign(objectKey(item.path), URL_TTL_SECONDS);
  return { url, expiresAt: new Date(issuedAt + URL_TTL_SECONDS * 1000).toISOString() };
}
