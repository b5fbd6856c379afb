// The catalogue's indexes (amplify/data/catalogue-index.ts) through aws-amplify against a whole
// local cloud: the public screens' page and tag reads, the admin screens' upkeep on create,
// change of tags and delete, and the repair of an index that drifted from the images or videos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import type { Schema } from '../../amplify/data/resource';
import { IMAGE_FEED, IMAGE_TAG_KIND, VIDEO_FEED, videoOrder } from '../../amplify/data/catalogue-index';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { getDataClient } from '../../src/lib/data-client';
import { listAllPages } from '../../src/lib/data-results';
import { fetchImagePage, fetchImageTags, type GalleryImage } from '../../src/features/gallery/galleryApi';
import { indexImageChange, repairImageIndex } from '../../src/features/admin/gallery/imageIndex';
import { readHome } from '../../src/features/home/homeApi';
import { fetchVideoPage, fetchVideoTags, type Video } from '../../src/features/videos/videosApi';
import { indexVideoChange, repairVideoIndex } from '../../src/features/admin/videos/videoIndex';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { signedInAs } from '../testing/amplify-session';
import { settings } from '../shared/settings';
import { galleryImages } from '../seed/media-manifest';
import { demoBooks } from '../seed/demo-records';

const ADMIN = { email: settings().seed.adminEmail, password: settings().seed.adminPassword };
type Imagen = Schema['Imagen']['type'];

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud({ seed: true });
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
});
afterAll(async () => cloud?.close());

const admin = () => getDataClient('userPool');

/** Every page of a tag (or of the whole gallery), as a guest reads them. */
async function readAll(tag: string | null, limit: number): Promise<{ images: GalleryImage[]; pages: number }> {
  const images: GalleryImage[] = [];
  let token: string | undefined;
  let pages = 0;
  do {
    const page = await fetchImagePage(tag, limit, token);
    images.push(...page.items);
    token = page.nextToken ?? undefined;
    pages++;
  } while (token);
  return { images, pages };
}

async function createImage(etiquetas: string, title: string | null = null): Promise<Imagen> {
  const { data, errors } = await admin().models.Imagen.create({
    filePath: `galeria/public/indice-${Math.random()}.jpg`,
    etiquetas,
    isPublica: true,
    costo: 0,
    title,
  });
  if (errors?.length || !data) throw new Error(JSON.stringify(errors));
  await indexImageChange(null, data);
  return data;
}

describe('the gallery read a page at a time', () => {
  it('lists every seeded image newest first, page by page, from the index of the seed', async () => {
    const stored = await listAllPages((nextToken) => getDataClient().models.Imagen.list({ nextToken }));
    expect(stored.length).toBeGreaterThan(2);
    expect(stored.every((image) => image.catalogo === IMAGE_FEED)).toBe(true);
    const { images, pages } = await readAll(null, 2);
    expect(pages).toBeGreaterThan(1);
    // Every image once, newest first (images created in the same millisecond in either order).
    expect(images.map((i) => i.id).sort()).toEqual(stored.map((i) => i.id).sort());
    expect(images.every((image, n) => n === 0 || images[n - 1].createdAt >= image.createdAt)).toBe(true);
    const tags = await fetchImageTags();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      const tagged = (await readAll(tag, 100)).images;
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.every((image) => image.etiquetas.toLowerCase().includes(tag.toLowerCase()))).toBe(true);
    }
  });

  it('reads the demo images and books in the same order on every first start: the seed gives each its own createdAt', async () => {
    const { images } = await readAll(null, 100);
    const demoKeys = new Set(galleryImages.map((image) => image.key));
    expect(images.filter((image) => demoKeys.has(image.filePath)).map((image) => image.filePath)).toEqual(
      galleryImages.map((image) => image.key).reverse(),
    );
    const books = await listAllPages((nextToken) => getDataClient().models.Libro.list({ nextToken }));
    const seeded = books.filter((book) => demoBooks.some((demo) => demo.name === book.name));
    expect(seeded).toHaveLength(demoBooks.length);
    expect(new Set(seeded.map((book) => book.createdAt)).size).toBe(demoBooks.length);
  });

  it("finds the home page's newest public resources from the index, passing over private images", async () => {
    const stored = await listAllPages((nextToken) => getDataClient().models.Imagen.list({ nextToken }));
    const newestPublic = stored
      .filter((image) => image.isPublica)
      .sort((a, b) => b.createdAt!.localeCompare(a.createdAt!))
      .slice(0, 2);
    const resources = (await readHome(2).news).filter((item) => item.kind === 'resource');
    expect(resources).toHaveLength(2);
    expect(resources.map((item) => item.date)).toEqual(newestPublic.map((image) => image.createdAt));
    expect(resources.every((item) => stored.find((image) => image.id === item.id)?.isPublica)).toBe(true);
  });

  it('keeps the tag index with the images an admin creates, retags, retitles and deletes', async () => {
    await signedInAs(ADMIN, async () => {
      const first = await createImage('Índice Uno, Índice Dos');
      const second = await createImage('índice uno', 'Segunda');
      const third = await createImage('Índice Uno');

      expect((await readAll('ÍNDICE UNO', 2)).images.map((i) => i.id)).toEqual([third.id, second.id, first.id]);
      expect((await readAll('Índice Dos', 10)).images.map((i) => i.id)).toEqual([first.id]);
      expect(await fetchImageTags()).toEqual(expect.arrayContaining(['Índice Uno', 'Índice Dos']));

      // The only image with 'Índice Dos' loses it and gains 'Índice Tres'; the second gets a title.
      const { data: retagged } = await admin().models.Imagen.update({ id: first.id, etiquetas: 'Índice Uno, Índice Tres' });
      await indexImageChange(first, retagged!);
      const { data: retitled } = await admin().models.Imagen.update({ id: second.id, title: 'Nuevo título' });
      await indexImageChange(second, retitled!);
      const tags = await fetchImageTags();
      expect(tags).toContain('Índice Tres');
      expect(tags).not.toContain('Índice Dos');
      expect((await readAll('índice dos', 10)).images).toEqual([]);
      const uno = (await readAll('índice uno', 10)).images;
      expect(uno.find((i) => i.id === second.id)?.title).toBe('Nuevo título');
      expect(uno.find((i) => i.id === first.id)?.etiquetas).toBe('Índice Uno, Índice Tres');

      for (const image of [retagged!, retitled!, third]) {
        await admin().models.Imagen.delete({ id: image.id });
        await indexImageChange(image, null);
      }
      expect((await readAll('índice uno', 10)).images).toEqual([]);
      const after = await fetchImageTags();
      expect(after.filter((t) => t.startsWith('Índice'))).toEqual([]);
    });
  });

  it('repairs an index that drifted from the images, and then finds nothing to repair', async () => {
    await signedInAs(ADMIN, async () => {
      const kept = await createImage('Deriva A, Deriva B');
      // Drift: an entry lost, an entry for an image that is gone, a tag nobody holds, an image off the feed.
      await admin().models.ImagenEtiqueta.delete({ etiqueta: 'deriva b', imagenId: kept.id });
      await admin().models.ImagenEtiqueta.create({
        etiqueta: 'deriva a',
        imagenId: 'no-existe',
        imagenCreatedAt: new Date().toISOString(),
        filePath: 'galeria/public/no-existe.jpg',
        etiquetas: 'Deriva A',
        isPublica: true,
        costo: 0,
      });
      await admin().models.Etiqueta.create({ kind: IMAGE_TAG_KIND, clave: 'huérfana', nombre: 'Huérfana' });
      const { data: unlisted } = await admin().models.Imagen.create({
        filePath: 'galeria/public/fuera.jpg',
        etiquetas: 'Deriva A',
        isPublica: true,
        costo: 0,
      });
      await admin().models.Imagen.update({ id: unlisted!.id, catalogo: null });

      expect((await readAll('deriva b', 10)).images).toEqual([]);
      expect((await readAll(null, 100)).images.map((i) => i.id)).not.toContain(unlisted!.id);

      const images = await listAllPages((nextToken) => admin().models.Imagen.list({ nextToken }));
      // 1 feed, 1 entry missing (deriva b) + 1 for the unlisted image, 1 stray entry, 1 stray tag.
      expect(await repairImageIndex(images)).toMatchObject({
        writes: 5,
        updated: [expect.objectContaining({ id: unlisted!.id, catalogo: IMAGE_FEED })],
      });
      expect((await readAll('deriva b', 10)).images.map((i) => i.id)).toEqual([kept.id]);
      expect((await readAll('deriva a', 10)).images.map((i) => i.id)).toEqual([unlisted!.id, kept.id]);
      expect(await fetchImageTags()).not.toContain('Huérfana');
      expect((await readAll(null, 100)).images[0].id).toBe(unlisted!.id);

      const again = await listAllPages((nextToken) => admin().models.Imagen.list({ nextToken }));
      expect(await repairImageIndex(again)).toEqual({ writes: 0, updated: [] });
    });
  });

  it('lets guests and users read the index and only ADMINS write it', async () => {
    const entry = {
      etiqueta: 'x',
      imagenId: 'y',
      imagenCreatedAt: new Date().toISOString(),
      filePath: 'galeria/public/y.jpg',
      etiquetas: 'x',
      isPublica: true,
      costo: 0,
    };
    const asGuest = await getDataClient().models.ImagenEtiqueta.create(entry);
    expect(asGuest.errors?.map((e) => e.errorType)).toEqual(['Unauthorized']);
    const tag = await getDataClient().models.Etiqueta.create({ kind: IMAGE_TAG_KIND, clave: 'x', nombre: 'X' });
    expect(tag.errors?.map((e) => e.errorType)).toEqual(['Unauthorized']);
  });
});

/** Every page of a tag (or of every video), as a guest reads them. */
async function readVideos(tag: string | null, limit: number): Promise<Video[]> {
  const videos: Video[] = [];
  let token: string | undefined;
  do {
    const page = await fetchVideoPage(tag, limit, token);
    videos.push(...page.items);
    token = page.nextToken ?? undefined;
  } while (token);
  return videos;
}

describe('the videos read a page at a time', () => {
  it('lists every seeded video newest published first, and a tag reads its own videos whole', async () => {
    const stored = await listAllPages((nextToken) => getDataClient().models.Conferencia.list({ nextToken }));
    expect(stored.every((video) => video.catalogo === VIDEO_FEED && video.publishedAt)).toBe(true);
    const listed = await readVideos(null, 1);
    expect(listed.map((v) => v.id).sort()).toEqual(stored.map((v) => v.id).sort());
    expect(listed.every((video, n) => n === 0 || videoOrder(listed[n - 1]) >= videoOrder(video))).toBe(true);
    for (const tag of await fetchVideoTags()) {
      const tagged = await readVideos(tag, 1);
      expect(tagged.length).toBeGreaterThan(0);
      // Whole videos, with their live counters, read after the entries.
      expect(
        tagged.every((video) => video.title && typeof video.views === 'number' && video.tags.toLowerCase().includes(tag.toLowerCase())),
      ).toBe(true);
    }
  });

  it('keeps the index with the videos an admin creates, retags and deletes, and repairs one without a publication date', async () => {
    await signedInAs(ADMIN, async () => {
      const base = {
        description: 'd',
        isFree: true,
        cost: 0,
        videoPath: 'conferencias/publico/x.mp4',
        thumbnailPath: 'conferencias/miniaturas/x.jpg',
      };
      const { data: created } = await admin().models.Conferencia.create({
        ...base,
        title: 'Índice',
        tags: 'Índice Video',
        publishedAt: new Date().toISOString(),
      });
      await indexVideoChange(null, created!);
      expect((await readVideos('índice video', 5)).map((v) => v.id)).toEqual([created!.id]);
      expect(await fetchVideoTags()).toContain('Índice Video');

      const { data: retagged } = await admin().models.Conferencia.update({ id: created!.id, tags: 'Otra Etiqueta' });
      await indexVideoChange(created!, retagged!);
      expect(await readVideos('índice video', 5)).toEqual([]);
      expect(await fetchVideoTags()).not.toContain('Índice Video');
      expect((await readVideos('otra etiqueta', 5)).map((v) => v.title)).toEqual(['Índice']);

      // Written without a publication date (by a script): off the ordered index until repaired.
      const { data: unpublished } = await admin().models.Conferencia.create({ ...base, title: 'Sin fecha', tags: 'Otra Etiqueta' });
      expect((await readVideos(null, 100)).map((v) => v.id)).not.toContain(unpublished!.id);
      const all = await listAllPages((nextToken) => admin().models.Conferencia.list({ nextToken }));
      const outcome = await repairVideoIndex(all);
      expect(outcome.writes).toBe(2);
      expect(outcome.updated).toEqual([expect.objectContaining({ id: unpublished!.id, publishedAt: unpublished!.createdAt })]);
      expect((await readVideos(null, 100)).map((v) => v.id)).toContain(unpublished!.id);
      expect((await readVideos('otra etiqueta', 5)).map((v) => v.title).sort()).toEqual(['Sin fecha', 'Índice']);

      for (const video of [retagged!, outcome.updated[0]]) {
        await admin().models.Conferencia.delete({ id: video.id });
        await indexVideoChange(video, null);
      }
      expect(await fetchVideoTags()).not.toContain('Otra Etiqueta');
      const after = await listAllPages((nextToken) => admin().models.Conferencia.list({ nextToken }));
      expect((await repairVideoIndex(after)).writes).toBe(0);
    });
  });
});
