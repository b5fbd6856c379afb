import { getUrl } from 'aws-amplify/storage';
import { signedMediaUrl } from '../lib/storage';
import { stubWindowSize, unstubWindowSize } from '../testing/window-width';
import {
  keptOffers,
  markRenditionMissing,
  MAX_OFFERS,
  missingRenditions,
  offerFor,
  preloadStorageImage,
  withLeadImage,
} from './storageImageSources';

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
}));

const preloadOf = (url: string) => document.head.querySelector(`link[rel="preload"][href="${url}"]`);

describe('withLeadImage', () => {
  const page = (items: { image?: string }[], nextToken: string | null = null) => vi.fn(async () => ({ items, nextToken }));
  const lead = (items: readonly { image?: string }[]) => items.find((item) => item.image)?.image;

  it('answers a first page once its lead image is signed and downloading, with the srcset and sizes of its card', async () => {
    const fetchPage = page([{}, { image: 'galeria/public/uno.webp' }, { image: 'galeria/public/dos.webp' }], 'next');
    const read = withLeadImage(fetchPage, lead, '100vw');
    const result = await read('Navidad', 48);
    expect(fetchPage).toHaveBeenCalledWith('Navidad', 48, undefined);
    expect(result.nextToken).toBe('next');
    expect(signedMediaUrl('galeria/public/uno.webp')).toBe('https://media.test/galeria/public/uno.webp');
    const link = preloadOf('https://media.test/galeria/public/uno.webp')!;
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.getAttribute('imagesrcset')).toContain('https://media.test/galeria/public/uno.webp.w320.webp 320w');
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    // Only the lead: the other cards sign when they come near the screen.
    expect(signedMediaUrl('galeria/public/dos.webp')).toBeUndefined();
  });

  it('leaves later pages, and pages without a lead image, as they are', async () => {
    vi.mocked(getUrl).mockClear();
    await withLeadImage(page([{ image: 'galeria/public/tres.webp' }]), lead, '100vw')(null, 48, 'token');
    await withLeadImage(page([{}, {}]), lead, '100vw')(null, 48);
    expect(getUrl).not.toHaveBeenCalled();
  });

  it('answers the page when the lead image cannot be signed (its card tries again)', async () => {
    vi.mocked(getUrl).mockRejectedValueOnce(new Error('sin credenciales'));
    const result = await withLeadImage(page([{ image: 'galeria/public/cuatro.png' }]), lead, '100vw')(null, 48);
    expect(result.items).toHaveLength(1);
    expect(preloadOf('https://media.test/galeria/public/cuatro.png')).toBeNull();
  });
});

describe('preloadStorageImage', () => {
  it('preloads the original alone when the image offers no renditions', async () => {
    await preloadStorageImage('Banner/sola.jpg', undefined);
    const link = preloadOf('https://media.test/Banner/sola.jpg')!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.hasAttribute('imagesrcset')).toBe(false);
    expect(link.hasAttribute('imagesizes')).toBe(false);
  });
});

describe('offerFor', () => {
  afterEach(() => {
    unstubWindowSize();
    missingRenditions.clear();
  });
  const COVERS = '(min-width: 1200px) 230px, (min-width: 900px) 25vw, (min-width: 640px) 33vw, 50vw';
  const BANNER = '(min-width: 1200px) 1200px, 100vw';
  const widths = (path: string, sizes: string) => offerFor(path, sizes).candidates.map((c) => c.width);

  it('offers the one file the browser would choose at this width and density, as src and srcset', () => {
    // A cover 206 px wide at 1.75 device pixels is drawn with 360 pixels.
    stubWindowSize(412, 1.75);
    expect(offerFor('libros/a.jpg', COVERS)).toEqual({
      src: 'libros/a.jpg.w640.webp',
      candidates: [{ path: 'libros/a.jpg.w640.webp', width: 640 }],
    });
    // The banner across the phone: 721 pixels; 1,236 and 1,440 at 3 device pixels.
    expect(widths('Banner/a.jpg', BANNER)).toEqual([960]);
    stubWindowSize(412, 3);
    expect(widths('Banner/a.jpg', BANNER)).toEqual([1280]);
    stubWindowSize(320, 1);
    expect(widths('libros/a.jpg', COVERS)).toEqual([320]);
    stubWindowSize(1366, 1);
    expect(widths('Banner/a.jpg', BANNER)).toEqual([1280]);
  });

  it('offers the original alone, without a srcset, where more pixels than the widest rendition are wanted', () => {
    stubWindowSize(480, 3);
    expect(offerFor('Banner/a.jpg', BANNER)).toEqual({ src: 'Banner/a.jpg', candidates: [] });
    stubWindowSize(1366, 2);
    expect(offerFor('Banner/a.jpg', BANNER)).toEqual({ src: 'Banner/a.jpg', candidates: [] });
  });

  it('chooses among the renditions not known to be missing', () => {
    stubWindowSize(412, 1.75);
    markRenditionMissing('libros/a.jpg.w640.webp');
    expect(widths('libros/a.jpg', COVERS)).toEqual([960]);
    for (const width of [960, 1280]) markRenditionMissing(`libros/a.jpg.w${width}.webp`);
    expect(offerFor('libros/a.jpg', COVERS)).toEqual({ src: 'libros/a.jpg', candidates: [] });
  });

  it('keeps one offer per image while it names the same files, as the window changes', () => {
    stubWindowSize(412, 1.75);
    const offer = offerFor('libros/b.jpg', COVERS);
    expect(offerFor('libros/b.jpg', COVERS)).toBe(offer);
    // Wider, but still 640 pixels' worth (264 px at 1.75): the same object, so no new render.
    stubWindowSize(800, 1.75);
    expect(offerFor('libros/b.jpg', COVERS)).toBe(offer);
    stubWindowSize(800, 3);
    expect(offerFor('libros/b.jpg', COVERS)).toEqual({
      src: 'libros/b.jpg.w960.webp',
      candidates: [{ path: 'libros/b.jpg.w960.webp', width: 960 }],
    });
    const wider = offerFor('libros/b.jpg', COVERS);
    markRenditionMissing('libros/b.jpg.w960.webp');
    expect(offerFor('libros/b.jpg', COVERS).src).toBe('libros/b.jpg.w1280.webp');
    expect(wider.src).toBe('libros/b.jpg.w960.webp');
  });

  it('keeps at most MAX_OFFERS offers, dropping those worked out longest ago', () => {
    stubWindowSize(412, 1.75);
    const first = offerFor('galeria/0.jpg', COVERS);
    for (let i = 1; i <= 3000; i++) offerFor(`galeria/${i}.jpg`, COVERS);
    expect(keptOffers()).toBe(MAX_OFFERS);
    const recent = offerFor('galeria/3000.jpg', COVERS);
    expect(offerFor('galeria/3000.jpg', COVERS)).toBe(recent);
    // Dropped: an equal offer, worked out again.
    const again = offerFor('galeria/0.jpg', COVERS);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('offers every file for a sizes attribute it cannot read, and the original alone without one', () => {
    stubWindowSize(412, 1.75);
    expect(widths('libros/a.jpg', '20em')).toEqual([320, 640, 960, 1280, 1920]);
    expect(offerFor('libros/a.jpg', '20em').src).toBe('libros/a.jpg');
    expect(offerFor('libros/a.jpg', undefined)).toEqual({ src: 'libros/a.jpg', candidates: [] });
    expect(offerFor('docs/a.pdf', COVERS)).toEqual({ src: 'docs/a.pdf', candidates: [] });
  });
});
