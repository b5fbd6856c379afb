import { describe, expect, it } from 'vitest';
import { hasSharperImage, pageImage, pagesFromListing, thumbnailImage } from './bookPages';

const page = 'libros/Primaria 1/p1.png';
const all = [page, ...[320, 640, 960, 1280].map((w) => `${page}.w${w}.webp`)];

describe('book page images', () => {
  it('turns a page with the narrowest rendition that covers the device pixels across it', () => {
    const [withAll] = pagesFromListing(all);
    expect(pageImage(withAll, 600)).toBe(`${page}.w640.webp`);
    // A phone 412 px wide at 2.625 device pixels per CSS pixel.
    expect(pageImage(withAll, 1082)).toBe(`${page}.w1280.webp`);
    expect(pageImage(withAll, 640)).toBe(`${page}.w640.webp`);
    expect(thumbnailImage(withAll)).toBe(`${page}.w320.webp`);
    // Wider than every rendition: only the original can be sharper.
    expect(pageImage(withAll, 2400)).toBe(page);
    expect(hasSharperImage(withAll)).toBe(true);
  });

  it('takes the original when the page was stored with fewer renditions than it needs', () => {
    const [older] = pagesFromListing([page, `${page}.w320.webp`, `${page}.w640.webp`]);
    expect(pageImage(older, 945)).toBe(page);
    expect(pageImage(older, 500)).toBe(`${page}.w640.webp`);
    const [bare] = pagesFromListing([page]);
    expect(pageImage(bare, 300)).toBe(page);
    expect(thumbnailImage(bare)).toBe(page);
    expect(hasSharperImage(bare)).toBe(false);
  });
});
