import { fetchBooklets, firstPagePath } from './bookletsApi';

const mocks = vi.hoisted(() => ({ list: vi.fn(), storageList: vi.fn() }));
vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: mocks.storageList,
}));
vi.mock('../../lib/data-client', () => ({ getDataClient: () => ({ models: { Devocionario: { list: mocks.list } } }) }));

describe('fetchBooklets', () => {
  it('answers the booklets by name and starts the first one’s first page at once; its card shares that listing', async () => {
    mocks.list.mockResolvedValue({
      data: [
        { id: 'd1', name: 'Rosario', pagesFolder: 'rosario', createdAt: '2025-01-01T00:00:00Z' },
        { id: 'd2', name: 'Adviento', pagesFolder: 'adviento', createdAt: '2025-01-01T00:00:00Z' },
      ],
      nextToken: null,
    });
    mocks.storageList.mockImplementation(async ({ path }: { path: string }) => ({
      items: [`${path}10.png`, `${path}2.png`, `${path}notas.txt`].map((p) => ({ path: p })),
    }));
    const booklets = await fetchBooklets();
    expect(booklets.map((b) => b.name)).toEqual(['Adviento', 'Rosario']);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][href="https://media.test/devocionario/adviento/2.png"]')).not.toBeNull(),
    );
    expect(await firstPagePath(booklets[0])).toBe('devocionario/adviento/2.png');
    expect(mocks.storageList.mock.calls.map(([{ path }]) => path)).toEqual(['devocionario/adviento/']);
    // Only the first booklet is started ahead; the others' cards look theirs up.
    expect(await firstPagePath(booklets[1])).toBe('devocionario/rosario/2.png');
  });

  it('looks a folder up again after a failed lookup', async () => {
    const booklet = { id: 'd3', name: 'Cuaresma', pagesFolder: 'cuaresma', createdAt: '2025-01-01T00:00:00Z' };
    mocks.storageList.mockRejectedValueOnce(new Error('sin red')).mockResolvedValueOnce({ items: [{ path: 'devocionario/cuaresma/1.png' }] });
    await expect(firstPagePath(booklet)).rejects.toThrow('sin red');
    expect(await firstPagePath(booklet)).toBe('devocionario/cuaresma/1.png');
  });

  it("shows no first page, without listing the folder, when the studio recorded it empty ('')", async () => {
    mocks.storageList.mockClear();
    const booklet = { id: 'd5', name: 'Cuaresma', pagesFolder: 'cuaresma', portada: '', createdAt: '2025-01-01T00:00:00Z' };
    expect(await firstPagePath(booklet)).toBeNull();
    expect(mocks.storageList).not.toHaveBeenCalled();
  });

  it('takes the first page from the record when the studio wrote it there, without listing the folder', async () => {
    mocks.storageList.mockClear();
    mocks.list.mockResolvedValue({
      data: [{ id: 'd4', name: 'Pascua', pagesFolder: 'pascua', portada: 'devocionario/pascua/001-tapa.webp', createdAt: '2025-01-01T00:00:00Z' }],
      nextToken: null,
    });
    const [booklet] = await fetchBooklets();
    expect(await firstPagePath(booklet)).toBe('devocionario/pascua/001-tapa.webp');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][href="https://media.test/devocionario/pascua/001-tapa.webp"]')).not.toBeNull(),
    );
    expect(mocks.storageList).not.toHaveBeenCalled();
  });
});
