// What the seeding helpers of the tests and benchmarks share: the demo media they copy (each
// picture with its renditions), and clients that write to a running local cloud as its operator.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey } from '../../amplify/storage/renditions';
import { MEDIA_DIR, mediaItems, type MediaItem } from '../seed/media-manifest';
import { loadOperatorCredentials } from '../shared/operator';
import { DEFAULT_GATEWAY_PORT, DEFAULT_STORAGE_PORT, LOCAL_BUCKET_NAME, LOCAL_REGION } from '../shared/local-ids';
import { signedGraphqlHeaders } from '../data/test-support';

/** An original demo image and the renditions the seed ships beside it. */
export interface Source {
  item: MediaItem;
  renditions: Array<{ width: (typeof RENDITION_WIDTHS)[number]; item: MediaItem }>;
}

export function sources(filter: (key: string) => boolean): Source[] {
  const byKey = new Map(mediaItems.map((item) => [item.key, item]));
  return mediaItems
    .filter((item) => filter(item.key) && !isRenditionKey(item.key) && item.contentType.startsWith('image/'))
    .map((item) => ({
      item,
      renditions: RENDITION_WIDTHS.flatMap((width) => {
        const rendition = byKey.get(renditionKey(item.key, width));
        return rendition ? [{ width, item: rendition }] : [];
      }),
    }));
}

export const extensionOf = (key: string) => key.slice(key.lastIndexOf('.'));

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const demoFiles = new Map<string, Buffer>();

/** The bytes of a demo media file, read once. */
export function demoFile(file: string): Buffer {
  let body = demoFiles.get(file);
  if (!body) demoFiles.set(file, (body = readFileSync(resolve(MEDIA_DIR, file))));
  return body;
}

/** The original's key and file, then each rendition's, as they are stored under `key`. */
export function withRenditions(key: string, source: Source): Array<{ key: string; item: MediaItem }> {
  return [{ key, item: source.item }, ...source.renditions.map(({ width, item }) => ({ key: renditionKey(key, width), item }))];
}

export interface CloudTarget {
  /** The running cloud's data directory (its operator credentials are kept there). */
  dataDir: string;
  gatewayUrl?: string;
  storageUrl?: string;
}

/** GraphQL and S3 clients of a running local cloud, signed with its operator credentials. */
export function operatorClients(target: CloudTarget) {
  const gatewayUrl = target.gatewayUrl ?? `http://localhost:${DEFAULT_GATEWAY_PORT}`;
  const storageUrl = target.storageUrl ?? `http://localhost:${DEFAULT_STORAGE_PORT}`;
  const operator = loadOperatorCredentials(target.dataDir);
  const graphql = async (query: string, variables?: Record<string, unknown>) => {
    const body = JSON.stringify({ query, variables });
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: await signedGraphqlHeaders(gatewayUrl, operator, body),
      body,
    });
    const result = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (result.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(result.errors).slice(0, 500)}`);
    return result.data ?? {};
  };
  const s3 = new S3Client({ endpoint: storageUrl, region: LOCAL_REGION, forcePathStyle: true, credentials: operator });
  /** Stores demo files under the keys given, eight at a time. */
  const put = (uploads: ReadonlyArray<{ key: string; item: MediaItem }>) =>
    inBatches(uploads, 8, async ({ key, item }) => {
      await s3.send(
        new PutObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: key, Body: demoFile(item.file), ContentType: item.contentType }),
      );
    });
  return { graphql, s3, put };
}
