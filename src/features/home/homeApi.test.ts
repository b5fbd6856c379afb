import { fetchBannerSlides, fetchBooks } from './homeApi';

const mocks = vi.hoisted(() => ({ bannerList: vi.fn(), libroList: vi.fn(), storageList: vi.fn() }));
vi.mock('aws-amplify/storage', () => ({ list: mocks.storageList, getUrl: vi.fn() }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Banner: { list: mocks.bannerList }, Libro: { list: mocks.libroList } } }),
}));

beforeEach(() => {
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
});
