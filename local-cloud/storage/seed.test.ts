import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey } from '../../amplify/storage/renditions';
import { MEDIA_BUDGET_BYTES, MEDIA_DIR, bannerImages, booklets, books, galleryImages, mediaItems, videos } from '../seed/media-manifest';
import { startTestStorage } from './test-support';
import { imageWidth as widthOf } from '../testing/image-size';

const imageWidth = (file: string) => widthOf(readFileSync(file), file);

describe('demo media', () => {
  it('is committed, under its budget, and laid out as the specification says', () => {
    const files = new Set(mediaItems.map((item) => item.file));
    const total = [...files].reduce((sum, file) => sum + statSync(join(MEDIA_DIR, file)).size, 0);
    expect(total).toBeLessThan(MEDIA_BUDGET_BYTES);
    expect(MEDIA_BUDGET_BYTES).toBe(5 * 1024 * 1024);
    expect(new Set(mediaItems.map((i) => i.key)).size).toBe(mediaItems.length);
    expect(bannerImages.length).toBe(3);
    expect(bannerImages.every((b) => b.key.startsWith('Banner/'))).toBe(true);
    // A catalogue: six books on one shelf, two or more on each other shelf, 8 to 16 pages each.
    const shelf = (name: string) => (['Preescolar', 'Primaria', 'Secundaria'].find((s) => name.startsWith(s)) ?? 'Otros');
    const perShelf: Record<string, number> = {};
    for (const book of books) perShelf[shelf(book.name)] = (perShelf[shelf(book.name)] ?? 0) + 1;
    expect(perShelf).toEqual({ Preescolar: 2, Primaria: 6, Secundaria: 2, Otros: 2 });
    for (const book of books) {
      expect(book.coverKey.startsWith(`libros/portadas/${book.name}/`)).toBe(true);
      expect(book.pagesFolder).toBe(book.name);
      expect(book.pageKeys.every((k) => k.startsWith(`libros/${book.name}/`))).toBe(true);
      expect(book.pageKeys.length).toBeGreaterThanOrEqual(8);
      expect(book.pageKeys.length).toBeLessThanOrEqual(16);
    }
    expect(books.some((b) => b.price !== undefined)).toBe(true);
    expect(booklets.length).toBeGreaterThanOrEqual(2);
    expect(booklets.every((b) => b.pageKeys.every((k) => k.startsWith(`devocionario/${b.pagesFolder}/`)))).toBe(true);
    expect(galleryImages.some((g) => g.key.startsWith('galeria/public/')) && galleryImages.some((g) => g.key.startsWith('galeria/private/'))).toBe(true);
    expect(galleryImages.filter((g) => !g.isPublica).every((g) => g.costo > 0)).toBe(true);
    expect(videos.filter((v) => v.isFree).every((v) => v.videoKey.startsWith('conferencias/publico/'))).toBe(true);
    expect(videos.filter((v) => !v.isFree).every((v) => v.videoKey.startsWith('conferencias/privado/') && v.cost > 0)).toBe(true);
    expect(videos.every((v) => v.thumbnailKey.startsWith('conferencias/miniaturas/'))).toBe(true);
    // Real media, not placeholders: JPEG, WebP and MP4 signatures.
    const head = (file: string) => readFileSync(join(MEDIA_DIR, file)).subarray(0, 12);
    expect(head(bannerImages[0].file).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(head(videos[0].videoFile).subarray(4, 8).toString()).toBe('ftyp');
    for (const item of mediaItems.filter((i) => i.contentType === 'image/webp')) {
      expect([head(item.file).subarray(0, 4).toString(), head(item.file).subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);
    }
  });

  it('gives every image a rendition at each width, scaled below its own width and its own size above it', () => {
    const images = mediaItems.filter((item) => item.contentType.startsWith('image/') && !isRenditionKey(item.key));
    const byKey = new Map(mediaItems.map((item) => [item.key, item]));
    for (const image of images) {
      const width = imageWidth(join(MEDIA_DIR, image.file));
      for (const w of RENDITION_WIDTHS) {
        const rendition = byKey.get(renditionKey(image.key, w));
        expect(rendition, `${image.key} at ${w}`).toBeDefined();
        expect(rendition!.contentType).toBe('image/webp');
        expect(imageWidth(join(MEDIA_DIR, rendition!.file)), `${image.key} at ${w}`).toBe(Math.min(w, width));
        // At its own size a WebP picture is its own rendition: the same file, not a second copy.
        if (w >= width && image.contentType === 'image/webp') expect(rendition!.file).toBe(image.file);
      }
    }
    // Nothing but originals and their renditions.
    expect(mediaItems.filter((item) => isRenditionKey(item.key)).every((r) => images.some((i) => r.key.startsWith(`${i.key}.w`)))).toBe(true);
  });

  it('is uploaded once on seed, readable by guests where the rules say', async () => {
    const s3 = await startTestStorage({ seedMedia: true });
    try {
      await s3.service.seed();
      await s3.service.seed();
      const operator = s3.client('operator');
      const all = await operator.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(all.KeyCount).toBe(mediaItems.length);
      const guest = s3.client('guest');
      const pages = await guest.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `libros/${books[1].name}/` }));
      // S3 lists the renditions beside their pages; the site leaves them out (isRenditionKey).
      expect(pages.Contents?.map((c) => c.Key).filter((key) => !isRenditionKey(key!))).toEqual(books[1].pageKeys);
      expect(pages.Contents?.length).toBe(books[1].pageKeys.length * (1 + RENDITION_WIDTHS.length));
      const banner = await guest.send(new GetObjectCommand({ Bucket: s3.bucket, Key: bannerImages[0].key }));
      expect(banner.ContentType).toBe('image/jpeg');
      expect(Buffer.from(await banner.Body!.transformToByteArray()).equals(readFileSync(join(MEDIA_DIR, bannerImages[0].file)))).toBe(true);
      const paid = videos.find((v) => !v.isFree)!;
      await expect(guest.send(new GetObjectCommand({ Bucket: s3.bucket, Key: paid.videoKey }))).rejects.toMatchObject({ name: 'AccessDenied' });
    } finally {
      await s3.close();
    }
  });
});
