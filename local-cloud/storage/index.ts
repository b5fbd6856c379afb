// The storage service of the local cloud: S3 at ctx.storageUrl, objects under ctx.dir/storage,
// every request signed with credentials the identity pool issued (or the local operator's),
// access by role and path as amplify/storage declares it.
import { join } from 'node:path';
import type { CredentialStore, LocalCloudContext, StorageService } from '../shared/contracts';
import { operatorAwareResolver } from '../shared/operator';
import { settings } from '../shared/settings';
import { createAccessChecker, type StorageAccessTable } from './access';
import { loadAccessTable } from './access-table-source';
import { createS3Handler } from './handler';
import { ObjectStore } from './object-store';
import { MAX_OBJECT_BYTES, type BucketConfig } from './request';
import { seedMedia } from './seed';

/**
 * Request headers the S3 server reads (Node's default is 16 KiB): enough to read an oversized
 * x-amz-meta-* header and answer MetadataTooLarge, as S3 does, rather than drop the connection.
 */
export const STORAGE_MAX_HEADER_BYTES = 256 * 1024;

export interface StorageDeps {
  credentials: CredentialStore;
  bucketName: string;
  /** Further buckets (name to access table), e.g. one the function runtime reads. */
  extraBuckets?: Map<string, StorageAccessTable>;
  /** Defaults to the table derived from amplify/storage. */
  accessTable?: StorageAccessTable;
  /** Default: LOCAL_CLOUD_CORS_ORIGINS (settings.ts). */
  corsOrigins?: string[] | '*';
  /** Default: LOCAL_CLOUD_MAX_OBJECT_BYTES, never above S3's 5 TiB. */
  maxObjectBytes?: number;
  /** Demo media to upload on seed() (default: local-cloud/seed/media-manifest.ts). */
  seedMedia?: boolean;
  /** fsync each blob before its rename (default: unless LOCAL_CLOUD_STORAGE_FSYNC=off). */
  durable?: boolean;
}

export async function createStorageService(ctx: LocalCloudContext, deps: StorageDeps): Promise<StorageService> {
  const config = settings();
  const store = new ObjectStore(join(ctx.dir, 'storage'), deps.durable ?? config.storageFsync);
  const table = deps.accessTable ?? (await loadAccessTable(ctx.backend));
  const buckets = new Map<string, BucketConfig>([[deps.bucketName, { name: deps.bucketName, access: createAccessChecker(table) }]]);
  for (const [name, extra] of deps.extraBuckets ?? []) buckets.set(name, { name, access: createAccessChecker(extra) });
  const handler = createS3Handler({
    store,
    buckets,
    region: ctx.region,
    maxObjectBytes: Math.min(deps.maxObjectBytes ?? config.maxObjectBytes ?? MAX_OBJECT_BYTES, MAX_OBJECT_BYTES),
    publicUrl: ctx.storageUrl,
    resolveCredential: operatorAwareResolver(ctx.operator, deps.credentials),
    corsOrigins: deps.corsOrigins ?? config.corsOrigins,
  });
  return {
    handler,
    async seed() {
      if (deps.seedMedia === false) return;
      const count = await seedMedia(store, deps.bucketName);
      if (count > 0) ctx.log(`storage: ${count} demo media objects uploaded`);
    },
    close() {
      store.close();
    },
  };
}
