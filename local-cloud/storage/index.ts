// The storage service of the local cloud: S3 at ctx.storageUrl, objects under ctx.dir/storage,
// every request signed with credentials the identity pool issued (or the local operator's),
// access by role and path as amplify/storage declares it.
import { join } from 'node:path';
import type { CredentialStore, LocalCloudContext, StorageService } from '../shared/contracts.js';
import { LOCAL_OPERATOR_ACCESS_KEY_ID, LOCAL_OPERATOR_SECRET_ACCESS_KEY } from '../shared/local-ids.js';
import type { ResolveCredential } from '../shared/sigv4.js';
import { createAccessChecker, type StorageAccessTable } from './access.js';
import { loadAccessTable } from './access-table-source.js';
import { corsOriginsFromEnv } from './cors.js';
import { createS3Handler } from './handler.js';
import { ObjectStore } from './object-store.js';
import { MAX_OBJECT_BYTES, type BucketConfig } from './request.js';
import { seedMedia } from './seed.js';

export interface StorageDeps {
  credentials: CredentialStore;
  bucketName: string;
  /** Further buckets (name to access table), e.g. one the function runtime reads. */
  extraBuckets?: Map<string, StorageAccessTable>;
  /** Defaults to the table derived from amplify/storage. */
  accessTable?: StorageAccessTable;
  corsOrigins?: string[] | '*';
  maxObjectBytes?: number;
  /** Demo media to upload on seed() (default: local-cloud/seed/media-manifest.ts). */
  seedMedia?: boolean;
  /** fsync each blob before its rename (default: unless LOCAL_CLOUD_STORAGE_FSYNC=off). */
  durable?: boolean;
}

/** LOCAL_CLOUD_MAX_OBJECT_BYTES caps objects locally (answered EntityTooLarge); never above S3's 5 TiB. */
export function maxObjectBytesFromEnv(env = process.env): number {
  const text = env.LOCAL_CLOUD_MAX_OBJECT_BYTES;
  if (!text) return MAX_OBJECT_BYTES;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`LOCAL_CLOUD_MAX_OBJECT_BYTES must be a positive integer, got '${text}'`);
  return Math.min(n, MAX_OBJECT_BYTES);
}

export function operatorAwareResolver(credentials: CredentialStore): ResolveCredential {
  return (accessKeyId) => {
    if (accessKeyId === LOCAL_OPERATOR_ACCESS_KEY_ID) {
      return { secretAccessKey: LOCAL_OPERATOR_SECRET_ACCESS_KEY, principal: { kind: 'operator', roleName: 'operator' } };
    }
    return credentials.lookup(accessKeyId);
  };
}

export async function createStorageService(ctx: LocalCloudContext, deps: StorageDeps): Promise<StorageService> {
  const store = new ObjectStore(join(ctx.dir, 'storage'), deps.durable);
  const table = deps.accessTable ?? (await loadAccessTable(ctx.backend));
  const buckets = new Map<string, BucketConfig>([[deps.bucketName, { name: deps.bucketName, access: createAccessChecker(table) }]]);
  for (const [name, extra] of deps.extraBuckets ?? []) buckets.set(name, { name, access: createAccessChecker(extra) });
  const handler = createS3Handler({
    store,
    buckets,
    region: ctx.region,
    maxObjectBytes: deps.maxObjectBytes ?? maxObjectBytesFromEnv(),
    publicUrl: ctx.storageUrl,
    resolveCredential: operatorAwareResolver(deps.credentials),
    corsOrigins: deps.corsOrigins ?? corsOriginsFromEnv(),
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
