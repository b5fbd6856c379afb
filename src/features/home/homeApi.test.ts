import { signedMediaUrl } from '../../lib/storage';
import { fetchBannerSlides, fetchBooks } from './homeApi';

const mocks = vi.hoisted(() => ({ bannerList: vi.fn(), libroList: vi.fn(), storageList: vi.fn(), getUrl: vi.fn() }));
vi.mock('aws-amplify/storage', () => ({ list: mocks.storageList, getUrl: mocks.getUrl }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Banner: { list: mocks.bannerList }, Libro: { list: mocks.libroList } } }),
}));

beforeEach(() => {
  mocks.getUrl.mockReset().mockImplementation(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) }));
  mocks.storageList.mockImplementation(async ({ path }: { path: string }) => ({
    items: [`${path}b.png`, `${path}a.jpg`, `${path}notas.txt`, path].map((p) => ({ path: p })),
  }));
});

describe('fetchBannerSlides', () => {
  it('uses the first banner and lists its folder, images only, sorted', async () => {
    mocks.bannerList.mockResolvedValue({
      data: [
        { imageFolder: 'Otro', createdAt: '2025-02-01T00:00:00Z' },
        { imageFolder: 'Banner/', createdAt: '2025-01-01T00:00:00Z' },
      ],
    });
    expect(await fetchBannerSlides()).toEqual(['Banner/a.jpg', 'Banner/b.png']);
  });
  it('lists another folder when the first banner names one', async () => {
    mocks.bannerList.mockResolvedValue({ data: [{ imageFolder: 'portada', createdAt: '2025-01-01T00:00:00Z' }] });
    expect(await fetchBannerSlides()).toEqual(['portada/a.jpg', 'portada/b.png']);
  });
  it('is empty without a banner and throws on errors', async () => {
    mocks.bannerList.mockResolvedValue({ data: [] });
    expect(await fetchBannerSlides()).toEqual([]);
    mocks.bannerList.mockResolvedValue({ data: [], errors: [{ message: 'Unauthorized' }] });
    await expect(fetchBannerSlides()).rejects.toThrow('Unauthorized');
  });
});

describe('fetchBooks', () => {
  it('follows nextToken and sorts by name', async () => {
    mocks.libroList
      .mockResolvedValueOnce({ data: [{ name: 'Primaria 10' }], nextToken: 't1' })
      .mockResolvedValueOnce({ data: [{ name: 'Primaria 2' }, { name: 'Catequesis' }], nextToken: null });
    expect((await fetchBooks()).map((b) => b.name)).toEqual(['Catequesis', 'Primaria 2', 'Primaria 10']);
    expect(mocks.libroList).toHaveBeenLastCalledWith({ nextToken: 't1' });
  });

  it('signs the covers of the first row of each shelf before answering, and answers when one cannot be signed', async () => {
    const primaria = Array.from({ length: 7 }, (_, i) => ({ name: `Primaria ${i + 1}`, image: `libros/portadas/p${i + 1}.jpg` }));
    mocks.libroList.mockResolvedValueOnce({
      data: [...primaria, { name: 'Catequesis', image: 'libros/portadas/falla.jpg' }],
      nextToken: null,
    });
    mocks.getUrl.mockImplementation(async ({ path }: { path: string }) => {
      if (path.includes('falla')) throw new Error('NetworkError');
      return { url: new URL(`https://media.test/${path}`) };
    });
    expect(await fetchBooks()).toHaveLength(8);
    const signed = mocks.getUrl.mock.calls.map(([{ path }]) => path as string);
    expect(signed.sort()).toEqual(['libros/portadas/falla.jpg', ...[1, 2, 3, 4, 5].map((n) => `libros/portadas/p${n}.jpg`)].sort());
    expect(signedMediaUrl('libros/portadas/p1.jpg')).toBe('https://media.test/libros/portadas/p1.jpg');
    expect(signedMediaUrl('libros/portadas/p6.jpg')).toBeUndefined();
    expect(signedMediaUrl('libros/portadas/falla.jpg')).toBeUndefined();
  });
});
