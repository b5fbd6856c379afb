import { getUrl } from 'aws-amplify/storage';
import { signedMediaUrl } from '../lib/storage';
import { preloadStorageImage, withLeadImage } from './storageImageSources';

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
