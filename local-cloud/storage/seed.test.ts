import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { MEDIA_DIR, bannerImages, booklets, books, galleryImages, mediaItems, videos } from '../seed/media-manifest';
import { startTestStorage } from './test-support';

describe('demo media', () => {
  it('is committed, small, and laid out as the specification says', () => {
    const total = mediaItems.reduce((sum, item) => sum + statSync(join(MEDIA_DIR, item.file)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
    expect(new Set(mediaItems.map((i) => i.key)).size).toBe(mediaItems.length);
    expect(bannerImages.length).toBe(3);
    expect(bannerImages.every((b) => b.key.startsWith('Banner/'))).toBe(true);
    expect(books.map((b) => b.name.split(' ')[0])).toEqual(['Preescolar', 'Primaria', 'Secundaria', 'Catequesis']);
    for (const book of books) {
      expect(book.coverKey.startsWith(`libros/portadas/${book.name}/`)).toBe(true);
      expect(book.pagesFolder).toBe(book.name);
      expect(book.pageKeys.every((k) => k.startsWith(`libros/${book.name}/`))).toBe(true);
    }
    expect(booklets.every((b) => b.pageKeys.every((k) => k.startsWith(`devocionario/${b.pagesFolder}/`)))).toBe(true);
    expect(galleryImages.some((g) => g.key.startsWith('galeria/public/')) && galleryImages.some((g) => g.key.startsWith('galeria/private/'))).toBe(true);
    expect(videos.filter((v) => v.isFree).every((v) => v.videoKey.startsWith('conferencias/publico/'))).toBe(true);
    expect(videos.filter((v) => !v.isFree).every((v) => v.videoKey.startsWith('conferencias/privado/') && v.cost > 0)).toBe(true);
    expect(videos.every((v) => v.thumbnailKey.startsWith('conferencias/miniaturas/'))).toBe(true);
    // Real media, not placeholders: JPEG and MP4 signatures.
    expect(readFileSync(join(MEDIA_DIR, bannerImages[0].file)).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(readFileSync(join(MEDIA_DIR, videos[0].videoFile)).subarray(4, 8).toString()).toBe('ftyp');
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
      expect(pages.Contents?.map((c) => c.Key)).toEqual(books[1].pageKeys);
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
