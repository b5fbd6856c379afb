import { signedMediaUrl } from '../../lib/storage';
import { fetchBanner, fetchBookByName, fetchShelves } from './homeApi';
import { nameSortKey } from '../../../amplify/data/book-shelves';

const mocks = vi.hoisted(() => ({
  bannerList: vi.fn(),
  libroList: vi.fn(),
  libroGet: vi.fn(),
  byShelf: vi.fn(),
  byName: vi.fn(),
  storageList: vi.fn(),
  getUrl: vi.fn(),
}));
vi.mock('aws-amplify/storage', () => ({ list: mocks.storageList, getUrl: mocks.getUrl }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({
    models: {
      Banner: { list: mocks.bannerList },
      Libro: { list: mocks.libroList, get: mocks.libroGet, listLibroByEstante: mocks.byShelf, listLibroByOrden: mocks.byName },
    },
  }),
}));

beforeEach(() => {
  mocks.getUrl.mockReset().mockImplementation(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) }));
  mocks.storageList.mockImplementation(async ({ path }: { path: string }) => ({
    items: [`${path}b.png`, `${path}a.jpg`, `${path}notas.txt`, path].map((p) => ({ path: p })),
  }));
});

describe('fetchBanner', () => {
  it('uses the first banner: its text, and its folder listed, images only, sorted', async () => {
    mocks.bannerList.mockResolvedValue({
      data: [
        { imageFolder: 'Otro', text: 'Otro texto', createdAt: '2025-02-01T00:00:00Z' },
        { imageFolder: 'Banner/', text: ' Recursos para catequistas y familias ', createdAt: '2025-01-01T00:00:00Z' },
      ],
    });
    expect(await fetchBanner()).toEqual({ text: 'Recursos para catequistas y familias', slides: ['Banner/a.jpg', 'Banner/b.png'] });
  });

  it('lists another folder when the first banner names one', async () => {
    mocks.bannerList.mockResolvedValue({ data: [{ imageFolder: 'portada', text: 'Hola', createdAt: '2025-01-01T00:00:00Z' }] });
    expect(await fetchBanner()).toEqual({ text: 'Hola', slides: ['portada/a.jpg', 'portada/b.png'] });
  });

  it('signs the first slide before answering and starts its download at once, with high priority, even before the record arrives', async () => {
    let answer!: (value: unknown) => void;
    mocks.bannerList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const banner = fetchBanner();
    // The usual folder's first slide is on its way while the banner's record is still awaited.
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][href="https://media.test/Banner/a.jpg"]')).not.toBeNull());
    const link = document.head.querySelector('link[rel="preload"][href="https://media.test/Banner/a.jpg"]')!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // The srcset and sizes the banner's <img> has, so the browser picks the same file for both.
    expect(link.getAttribute('imagesrcset')).toBe(
      'https://media.test/Banner/a.jpg.w320.webp 320w, https://media.test/Banner/a.jpg.w640.webp 640w, https://media.test/Banner/a.jpg 1280w',
    );
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 1200px) 1200px, 100vw');
    answer({ data: [{ imageFolder: 'Banner/', text: 'Hola', createdAt: '2025-01-01T00:00:00Z' }] });
    expect((await banner).slides[0]).toBe('Banner/a.jpg');
    expect(signedMediaUrl('Banner/a.jpg')).toBe('https://media.test/Banner/a.jpg');
    // Once per image and page.
    mocks.bannerList.mockResolvedValue({ data: [{ imageFolder: 'Banner/', text: 'Hola', createdAt: '2025-01-01T00:00:00Z' }] });
    await fetchBanner();
    expect(document.head.querySelectorAll('link[rel="preload"][href="https://media.test/Banner/a.jpg"]')).toHaveLength(1);
  });

  it('signs the first slide of another folder before answering', async () => {
    mocks.bannerList.mockResolvedValue({ data: [{ imageFolder: 'portada/', text: 'Hola', createdAt: '2025-01-01T00:00:00Z' }] });
    await fetchBanner();
    expect(signedMediaUrl('portada/a.jpg')).toBe('https://media.test/portada/a.jpg');
    expect(document.head.querySelector('link[rel="preload"][href="https://media.test/portada/a.jpg"]')).not.toBeNull();
  });

  it('is empty without a banner and throws on errors', async () => {
    mocks.bannerList.mockResolvedValue({ data: [] });
    expect(await fetchBanner()).toEqual({ text: '', slides: [] });
    mocks.bannerList.mockResolvedValue({ data: [], errors: [{ message: 'Unauthorized' }] });
    await expect(fetchBanner()).rejects.toThrow('Unauthorized');
  });
});

describe('fetchShelves', () => {
  const primaria = Array.from({ length: 7 }, (_, i) => ({ name: `Primaria ${i + 1}`, image: `libros/portadas/p${i + 1}.jpg` }));
  beforeEach(() => {
    mocks.byShelf.mockReset().mockImplementation(async ({ estante }: { estante: string }, { limit }: { limit: number }) => ({
      data: (estante === 'primaria'
        ? primaria
        : estante === 'otros'
          ? [{ name: 'Catequesis', image: 'libros/portadas/falla.jpg' }]
          : []
      ).slice(0, limit),
      nextToken: estante === 'primaria' ? 'next' : null,
    }));
  });

  it("reads each shelf's first row and one more from the shelf index, and leaves out the empty shelves", async () => {
    const shelves = await fetchShelves();
    expect(shelves.map((s) => [s.key, s.books.map((b) => b.name), s.more])).toEqual([
      ['primaria', primaria.slice(0, 5).map((b) => b.name), true],
      ['otros', ['Catequesis'], false],
    ]);
    expect(mocks.byShelf.mock.calls.map(([key, options]) => [key.estante, options.limit])).toEqual([
      ['preescolar', 6],
      ['primaria', 6],
      ['secundaria', 6],
      ['otros', 6],
    ]);
    expect(mocks.libroList).not.toHaveBeenCalled();
  });

  it('signs the covers of the first rows and their renditions before answering, and answers when one cannot be signed', async () => {
    mocks.getUrl.mockImplementation(async ({ path }: { path: string }) => {
      if (path.includes('falla')) throw new Error('NetworkError');
      return { url: new URL(`https://media.test/${path}`) };
    });
    // Covers of their own: the test before signed the others, and signed URLs are kept.
    const books = primaria.map((b, i) => ({ ...b, image: `libros/portadas/q${i + 1}.jpg` }));
    mocks.byShelf.mockImplementation(async ({ estante }: { estante: string }, { limit }: { limit: number }) => ({
      data: (estante === 'primaria'
        ? books
        : estante === 'otros'
          ? [{ name: 'Catequesis', image: 'libros/portadas/falla-q.jpg' }]
          : []
      ).slice(0, limit),
      nextToken: null,
    }));
    expect(await fetchShelves()).toHaveLength(2);
    const signed = mocks.getUrl.mock.calls.map(([{ path }]) => path as string);
    const withRenditions = (path: string) => [path, `${path}.w320.webp`, `${path}.w640.webp`];
    expect(signed.sort()).toEqual(
      ['libros/portadas/falla-q.jpg', ...[1, 2, 3, 4, 5].map((n) => `libros/portadas/q${n}.jpg`)].flatMap(withRenditions).sort(),
    );
    expect(signedMediaUrl('libros/portadas/q1.jpg.w320.webp')).toBe('https://media.test/libros/portadas/q1.jpg.w320.webp');
    expect(signedMediaUrl('libros/portadas/q1.jpg')).toBe('https://media.test/libros/portadas/q1.jpg');
    expect(signedMediaUrl('libros/portadas/q6.jpg')).toBeUndefined();
    expect(signedMediaUrl('libros/portadas/falla-q.jpg')).toBeUndefined();
  });
});

describe('fetchBookByName', () => {
  beforeEach(() => {
    mocks.byName.mockReset().mockResolvedValue({ data: [] });
    mocks.libroList.mockReset().mockResolvedValue({ data: [], nextToken: null });
  });

  it("asks the name index for the name's key and prefers the exact spelling", async () => {
    mocks.byName.mockResolvedValue({ data: [{ name: 'ÁRBOL' }, { name: 'árbol' }, { name: 'Arbol' }] });
    expect((await fetchBookByName('Arbol'))?.name).toBe('Arbol');
    // Else the same name in another case, else any the index found (accents aside).
    expect((await fetchBookByName('ARBOL'))?.name).toBe('Arbol');
    expect((await fetchBookByName('arból'))?.name).toBe('ÁRBOL');
    expect(mocks.byName).toHaveBeenCalledWith({ orden: nameSortKey('arbol') }, expect.anything());
    expect(mocks.libroList).not.toHaveBeenCalled();
  });

  it('falls back to the names books had before a rename, and answers null when none had it', async () => {
    mocks.libroList
      .mockResolvedValueOnce({ data: [{ id: 'b1', formerNames: null }], nextToken: 't1' })
      .mockResolvedValueOnce({ data: [{ id: 'b2', formerNames: ['Hechos'] }], nextToken: null });
    mocks.libroGet.mockResolvedValueOnce({ data: { id: 'b2', name: 'Hechos de los Apóstoles', formerNames: ['Hechos'] } });
    expect((await fetchBookByName('hechos'))?.name).toBe('Hechos de los Apóstoles');
    // Former names only, a thousand books a request; then the one book.
    expect(mocks.libroList.mock.calls.map(([options]) => [options.limit, options.selectionSet, options.nextToken])).toEqual([
      [1000, ['id', 'formerNames'], undefined],
      [1000, ['id', 'formerNames'], 't1'],
    ]);
    expect(mocks.libroGet).toHaveBeenCalledWith({ id: 'b2' }, expect.objectContaining({ selectionSet: expect.arrayContaining(['name', 'image']) }));
    mocks.libroList.mockResolvedValue({ data: [{ id: 'b2', formerNames: ['Hechos'] }], nextToken: null });
    expect(await fetchBookByName('Nada')).toBeNull();
  });

  it('answers null when the renamed book was deleted after the list was read', async () => {
    mocks.libroList.mockResolvedValueOnce({ data: [{ id: 'b3', formerNames: ['Salmos'] }], nextToken: null });
    mocks.libroGet.mockResolvedValueOnce({ data: null });
    expect(await fetchBookByName('Salmos')).toBeNull();
  });
});
