// Uploads the committed demo media (local-cloud/seed/media-manifest.ts) into the bucket on
// first start. Idempotent: objects already there are left alone.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_DIR, mediaItems } from '../seed/media-manifest';
import type { ObjectStore } from './object-store';

export async function seedMedia(store: ObjectStore, bucket: string): Promise<number> {
  let uploaded = 0;
  for (const item of mediaItems) {
    if (store.head(bucket, item.key)) continue;
    await store.putObject(bucket, item.key, createReadStream(join(MEDIA_DIR, item.file)), {
      contentType: item.contentType,
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    uploaded++;
  }
  return uploaded;
}
