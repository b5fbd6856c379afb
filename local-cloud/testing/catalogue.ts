// Puts a gallery of many images into a running local cloud, as administrators would have
// uploaded them: a file of its own per image (the demo gallery pictures taken in turn, with their
// renditions) and its Imagen record. For the browser journey that shows /galeria stays bounded
// and usable with a catalogue of a thousand images; removeGalleryImages takes them away again.
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import {
  imageIndex,
  imageTagEntries,
  imageTagRecords,
  tagEntries,
  tagRecords,
  videoIndex,
  type IndexedImage,
  type IndexedVideo,
  type TagIndexSpec,
} from '../../amplify/data/catalogue-index';
import { shelfFields } from '../../amplify/data/book-shelves';
import { mediaItems } from '../seed/media-manifest';
import { LOCAL_BUCKET_NAME } from '../shared/local-ids';
import { extensionOf, operatorClients, sources, withRenditions, type CloudTarget } from './demo-media';

export type CatalogueOptions = CloudTarget;

export interface GeneratedImage {
  /** The folder under galeria/public/ that holds every file of the batch. */
  folder: string;
  /** 'Etiquetas' of image n (0 is created first, so it is the oldest). */
  tags: (n: number) => string;
  count: number;
}

/** Records written per GraphQL request (aliased mutations, well under the resolver limit). */
const PER_REQUEST = 50;

/** Sends aliased mutations PER_REQUEST at a time, in their order. */
async function writeInGroups(graphql: ReturnType<typeof operatorClients>['graphql'], fields: readonly string[]): Promise<void> {
  for (let first = 0; first < fields.length; first += PER_REQUEST)
    await graphql(`mutation { ${fields.slice(first, first + PER_REQUEST).join(' ')} }`);
}

type Graphql = ReturnType<typeof operatorClients>['graphql'];
const quoted = (value: unknown) => JSON.stringify(value);
const inputOf = (fields: Record<string, unknown>) =>
  `{ ${Object.entries(fields)
    .map(([name, value]) => `${name}: ${quoted(value)}`)
    .join(', ')} }`;

/** A list's tags as Etiqueta records hold them. */
async function storedTags(graphql: Graphql, kind: string): Promise<Set<string>> {
  const data = (await graphql(`query { listEtiquetas(kind: ${quoted(kind)}, limit: 1000) { items { clave } } }`)) as {
    listEtiquetas: { items: Array<{ clave: string }> };
  };
  return new Set(data.listEtiquetas.items.map((tag) => tag.clave));
}

/** Writes the tag index of items just created, as the admin screens do (catalogue-index.ts). */
async function writeIndex<T extends { id: string }, E extends { etiqueta: string }>(
  graphql: Graphql,
  spec: TagIndexSpec<T, E>,
  entryModel: 'ImagenEtiqueta' | 'ConferenciaEtiqueta',
  items: readonly T[],
): Promise<void> {
  const known = await storedTags(graphql, spec.kind);
  await writeInGroups(graphql, [
    ...items
      .flatMap((item) => tagEntries(spec, item))
      .map((entry, i) => `e${i}: create${entryModel}(input: ${inputOf({ ...entry })}) { etiqueta }`),
    ...tagRecords(spec, items)
      .filter((tag) => !known.has(tag.clave))
      .map((tag, i) => `t${i}: createEtiqueta(input: ${inputOf({ ...tag })}) { clave }`),
  ]);
}

/** Creates records PER_REQUEST at a time, in their order; answers them with the fields asked for. */
async function createInGroups<T>(graphql: Graphql, model: string, records: ReadonlyArray<Record<string, unknown>>, fields: string): Promise<T[]> {
  const created: T[] = [];
  for (let first = 0; first < records.length; first += PER_REQUEST) {
    const group = records.slice(first, first + PER_REQUEST);
    const data = (await graphql(
      `mutation { ${group.map((record, i) => `r${i}: create${model}(input: ${inputOf(record)}) { ${fields} }`).join(' ')} }`,
    )) as Record<string, T>;
    group.forEach((record, i) => created.push({ ...record, ...data[`r${i}`] } as T));
  }
  return created;
}

/** Deletes every object whose key starts with `prefix`, 1,000 per request as S3 allows, then closes the client. */
async function removeObjects(s3: ReturnType<typeof operatorClients>['s3'], prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: LOCAL_BUCKET_NAME, Prefix: prefix, ContinuationToken: token }));
    const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
    if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket: LOCAL_BUCKET_NAME, Delete: { Objects: keys, Quiet: true } }));
    token = listed.NextContinuationToken;
  } while (token);
  s3.destroy();
}

/** Removes the tag index entries of images about to be deleted, and the tags no other image holds. */
async function unindexImages(
  graphql: Graphql,
  images: readonly IndexedImage[],
  remaining: (clave: string) => Promise<boolean>,
): Promise<void> {
  await writeInGroups(
    graphql,
    images
      .flatMap(imageTagEntries)
      .map(
        (entry, i) => `e${i}: deleteImagenEtiqueta(input: ${inputOf({ etiqueta: entry.etiqueta, imagenId: entry.imagenId })}) { etiqueta }`,
      ),
  );
  for (const tag of imageTagRecords(images))
    if (!(await remaining(tag.clave)))
      await graphql(`mutation { deleteEtiqueta(input: ${inputOf({ kind: tag.kind, clave: tag.clave })}) { clave } }`);
}

/** Uploads `count` public images with their records, oldest first; answers their storage keys. */
export async function seedGalleryImages(options: CatalogueOptions, batch: GeneratedImage): Promise<string[]> {
  const { graphql, s3, put } = operatorClients(options);
  const pictures = sources((key) => key.startsWith('galeria/public/'));
  if (pictures.length === 0) throw new Error('the demo media has no public gallery images to copy');

  const images = Array.from({ length: batch.count }, (_, n) => {
    const source = pictures[n % pictures.length];
    return { n, source, key: `galeria/public/${batch.folder}/imagen-${String(n).padStart(5, '0')}${extensionOf(source.item.key)}` };
  });
  await put(images.flatMap(({ source, key }) => withRenditions(key, source)));
  s3.destroy();

  // In creation order, so that image 0 is the oldest.
  const records = images.map(({ n, key }) => ({ filePath: key, etiquetas: batch.tags(n), isPublica: true, costo: 0 }));
  const created = await createInGroups<IndexedImage>(graphql, 'Imagen', records, 'id createdAt');
  await writeIndex(graphql, imageIndex, 'ImagenEtiqueta', created);
  return images.map((image) => image.key);
}

/** Removes the records and files of the images stored under `folder` (as seedGalleryImages made them). */
export async function removeGalleryImages(options: CatalogueOptions, folder: string): Promise<number> {
  const { graphql, s3 } = operatorClients(options);
  const prefix = `galeria/public/${folder}/`;
  const found: IndexedImage[] = [];
  let nextToken: string | null = null;
  do {
    const data = (await graphql(
      `query { listImagens(limit: 1000, filter: { filePath: { beginsWith: ${JSON.stringify(prefix)} } }${nextToken ? `, nextToken: ${JSON.stringify(nextToken)}` : ''}) { items { id filePath etiquetas isPublica costo title createdAt } nextToken } }`,
    )) as { listImagens: { items: IndexedImage[]; nextToken: string | null } };
    found.push(...data.listImagens.items);
    nextToken = data.listImagens.nextToken;
  } while (nextToken);
  const ids = found.map((image) => image.id);
  await unindexImages(graphql, found, async (clave) => {
    const data = (await graphql(`query { listImagenEtiquetas(etiqueta: ${quoted(clave)}, limit: 1) { items { imagenId } } }`)) as {
      listImagenEtiquetas: { items: unknown[] };
    };
    return data.listImagenEtiquetas.items.length > 0;
  });
  await writeInGroups(
    graphql,
    ids.map((id, i) => `d${i}: deleteImagen(input: { id: ${JSON.stringify(id)} }) { id }`),
  );
  await removeObjects(s3, prefix);
  return ids.length;
}

/**
 * Creates `count` books, on the four shelves in turn ('Primaria - Libro 0002'), each with a cover
 * file of its own under libros/portadas/{folder}-{n}/ and the fields of the shelves' index, as the
 * admin screens write them. Answers their names.
 */
export async function seedBooks(options: CatalogueOptions, batch: { folder: string; count: number }): Promise<string[]> {
  const { graphql, s3, put } = operatorClients(options);
  const covers = sources((key) => key.startsWith('libros/portadas/'));
  if (!covers.length) throw new Error('the demo media has no book covers to copy');
  const shelves = ['Preescolar', 'Primaria', 'Secundaria', 'Otros'];
  const books = Array.from({ length: batch.count }, (_, n) => {
    const source = covers[n % covers.length];
    const name = `${shelves[n % shelves.length]} - Libro ${String(n + 1).padStart(4, '0')}`;
    return { n, name, key: `libros/portadas/${batch.folder}-${n}/portada${extensionOf(source.item.key)}`, source };
  });
  await put(books.flatMap((book) => withRenditions(book.key, book.source)));
  s3.destroy();
  await writeInGroups(
    graphql,
    books.map(
      (book) =>
        `b${book.n}: createLibro(input: ${inputOf({ name: book.name, image: book.key, pagesFolder: `${batch.folder}-${book.n}`, ...shelfFields(book) })}) { id }`,
    ),
  );
  return books.map((book) => book.name);
}

/** Removes the records and cover files of the books seedBooks made under `folder`. */
export async function removeBooks(options: CatalogueOptions, folder: string): Promise<number> {
  const { graphql, s3 } = operatorClients(options);
  const ids: string[] = [];
  let nextToken: string | null = null;
  do {
    const data = (await graphql(
      `query { listLibros(limit: 1000, filter: { pagesFolder: { beginsWith: ${quoted(`${folder}-`)} } }${nextToken ? `, nextToken: ${quoted(nextToken)}` : ''}) { items { id } nextToken } }`,
    )) as { listLibros: { items: Array<{ id: string }>; nextToken: string | null } };
    ids.push(...data.listLibros.items.map((book) => book.id));
    nextToken = data.listLibros.nextToken;
  } while (nextToken);
  await writeInGroups(
    graphql,
    ids.map((id, i) => `d${i}: deleteLibro(input: { id: ${quoted(id)} }) { id }`),
  );
  await removeObjects(s3, `libros/portadas/${folder}-`);
  return ids.length;
}

export interface CatalogueSize {
  books: number;
  images: number;
  videos: number;
}

/**
 * A ministry-size catalogue for the benchmark: `books` books (a cover each, on the four shelves
 * in turn), `images` gallery images and `videos` videos (a thumbnail each; the video file is the
 * demo video, stored once per video under its own key), each with a file of its own.
 */
export async function seedCatalogue(options: CatalogueOptions, size: CatalogueSize, folder = 'catalogo'): Promise<void> {
  const { graphql, s3, put } = operatorClients(options);
  const thumbnails = sources((key) => key.startsWith('conferencias/miniaturas/'));
  const video = mediaItems.find((item) => item.key.startsWith('conferencias/publico/'));
  if (!thumbnails.length || !video) throw new Error('the demo media lacks thumbnails or a video');
  await seedBooks(options, { folder, count: size.books });

  await seedGalleryImages(options, {
    folder,
    count: size.images,
    tags: (n) => ['Actividades', 'Teoria', 'Juegos', 'Colorear', 'Biblia'][n % 5],
  });

  const videos = Array.from({ length: size.videos }, (_, n) => {
    const source = thumbnails[n % thumbnails.length];
    return {
      n,
      thumbnail: `conferencias/miniaturas/${folder}-${n}${extensionOf(source.item.key)}`,
      file: `conferencias/publico/${folder}-${n}.mp4`,
      source,
    };
  });
  await put(videos.flatMap((v) => [...withRenditions(v.thumbnail, v.source), { key: v.file, item: video }]));
  // Published a minute apart, oldest first, as admins' uploads are stamped (the list is ordered by publication).
  const start = Date.now() - videos.length * 60_000;
  const createdVideos = await createInGroups<IndexedVideo>(
    graphql,
    'Conferencia',
    videos.map((v) => ({
      title: `Conferencia ${v.n + 1}`,
      description: 'Conferencia del catálogo de prueba',
      tags: ['Oración', 'Biblia', 'Sacramentos'][v.n % 3],
      isFree: true,
      cost: 0,
      videoPath: v.file,
      thumbnailPath: v.thumbnail,
      durationSeconds: 8,
      publishedAt: new Date(start + v.n * 60_000).toISOString(),
    })),
    'id createdAt',
  );
  await writeIndex(graphql, videoIndex, 'ConferenciaEtiqueta', createdVideos);
  s3.destroy();
}
