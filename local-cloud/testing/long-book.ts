// Puts a long book into a running local cloud, as an administrator would have uploaded it: a
// cover and N pages (with the renditions the demo pages have) under the storage layout of the
// specification, and its Libro record. For the browser journeys and the benchmark that show
// the flip viewer stays fast and bounded with hundreds of pages. The page images are the demo
// book pages, taken in turn, so each weighs what a real page does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey } from '../../amplify/storage/renditions';
import { MEDIA_DIR, mediaItems, type MediaItem } from '../seed/media-manifest';
import { loadOperatorCredentials } from '../shared/operator';
import { DEFAULT_GATEWAY_PORT, DEFAULT_STORAGE_PORT, LOCAL_BUCKET_NAME, LOCAL_REGION } from '../shared/local-ids';
import { signedGraphqlHeaders } from '../data/test-support';

export interface LongBookOptions {
  /** The running cloud's data directory (its operator credentials are kept there). */
  dataDir: string;
  /** Libro.name, also the pages' folder. */
  name: string;
  /** Pages after the cover. */
  pages: number;
  gatewayUrl?: string;
  storageUrl?: string;
}

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

/** Uploads the book (a no-op when a Libro of that name exists) and answers its name. */
export async function seedLongBook(options: LongBookOptions): Promise<string> {
  const gatewayUrl = options.gatewayUrl ?? `http://localhost:${DEFAULT_GATEWAY_PORT}`;
  const storageUrl = options.storageUrl ?? `http://localhost:${DEFAULT_STORAGE_PORT}`;
  const operator = loadOperatorCredentials(options.dataDir);

  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const body = JSON.stringify({ query, variables });
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: await signedGraphqlHeaders(gatewayUrl, operator, body),
      body,
    });
    const result = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (result.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(result.errors)}`);
    return result.data ?? {};
  };

  const existing = (await graphql('query Find($name: String!) { listLibros(filter: { name: { eq: $name } }) { items { id } } }', {
    name: options.name,
  })) as { listLibros?: { items: unknown[] } };
  if (existing.listLibros?.items.length) return options.name;

  const pageSources = sources((key) => key.startsWith('libros/') && !key.startsWith('libros/portadas/'));
  const [coverSource] = sources((key) => key.startsWith('libros/portadas/'));
  if (!coverSource || pageSources.length === 0) throw new Error('the demo media has no book pages to copy');

  const s3 = new S3Client({ endpoint: storageUrl, region: LOCAL_REGION, forcePathStyle: true, credentials: operator });
  const uploads: Array<{ key: string; item: MediaItem }> = [];
  const add = (key: string, source: Source) => {
    uploads.push({ key, item: source.item });
    for (const { width, item } of source.renditions) uploads.push({ key: renditionKey(key, width), item });
  };
  const coverKey = `libros/portadas/${options.name}/portada${extensionOf(coverSource.item.key)}`;
  add(coverKey, coverSource);
  for (let n = 1; n <= options.pages; n += 1) {
    const source = pageSources[(n - 1) % pageSources.length];
    add(`libros/${options.name}/pagina-${String(n).padStart(3, '0')}${extensionOf(source.item.key)}`, source);
  }
  const files = new Map<string, Buffer>();
  await inBatches(uploads, 8, async ({ key, item }) => {
    let body = files.get(item.file);
    if (!body) files.set(item.file, (body = readFileSync(resolve(MEDIA_DIR, item.file))));
    await s3.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: key, Body: body, ContentType: item.contentType }));
  });
  s3.destroy();

  await graphql('mutation Create($input: CreateLibroInput!) { createLibro(input: $input) { id } }', {
    input: { name: options.name, image: coverKey, pagesFolder: options.name },
  });
  return options.name;
}
