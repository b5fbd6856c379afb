import { signedMediaUrl } from '../../lib/storage';
import { stubWindowSize, unstubWindowSize } from '../../testing/window-width';
import { fetchBookByName, readHome } from './homeApi';
import { nameSortKey } from '../../../amplify/data/book-shelves';

const mocks = vi.hoisted(() => ({
  graphql: vi.fn(),
  libroList: vi.fn(),
  libroGet: vi.fn(),
  byName: vi.fn(),
  imagesByFeed: vi.fn(),
  storageList: vi.fn(),
  getUrl: vi.fn(),
}));
vi.mock('aws-amplify/storage', () => ({ list: mocks.storageList, getUrl: mocks.getUrl }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({
    graphql: mocks.graphql,
    models: {
      Libro: { list: mocks.libroList, get: mocks.libroGet, listLibroByOrden: mocks.byName },
      Imagen: { listImagenByCatalogo: mocks.imagesByFeed },
    },
  }),
}));

const SHELVES = ['preescolar', 'primaria', 'secundaria', 'otros'];
type Fields = Record<string, { items: unknown[]; nextToken?: string | null } | null>;

/** The home page's request answered: every field empty unless given. */
function answer(fields: Fields = {}) {
  const empty: Fields = Object.fromEntries(
    ['banners', ...SHELVES.map((key) => `shelf_${key}`), 'newestBooks', 'newestVideos', 'newestImages'].map((alias) => [
      alias,
      { items: [], nextToken: null },
    ]),
  );
  return { data: { ...empty, ...fields } };
}

const banner = (imageFolder: string, text = 'Hola', createdAt = '2025-01-01T00:00:00Z') => ({ imageFolder, text, createdAt });

afterEach(() => unstubWindowSize());

beforeEach(() => {
  mocks.graphql.mockReset().mockResolvedValue(answer());
  mocks.imagesByFeed.mockReset();
  mocks.getUrl.mockReset().mockImplementation(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) }));
  mocks.storageList.mockImplementation(async ({ path }: { path: string }) => ({
    items: [`${path}b.png`, `${path}a.jpg`, `${path}notas.txt`, path].map((p) => ({ path: p })),
  }));
});

describe('readHome', () => {
  it('reads the banners, the first row of every shelf and the newest books, videos and images in one request', async () => {
    const reads = readHome();
    await Promise.all([reads.banner, reads.shelves, reads.news]);
    expect(mocks.graphql).toHaveBeenCalledTimes(1);
    const [{ query, variables }] = mocks.graphql.mock.calls[0];
    for (const key of SHELVES) {
      expect(query).toContain(`shelf_${key}: listLibroByEstante(estante: $shelf_${key}, limit: $shelfLimit)`);
      expect(variables[`shelf_${key}`]).toBe(key);
    }
    expect(query).toMatch(/banners: listBanners \{ items \{ imageFolder text createdAt \}/);
    expect(query).toContain('newestBooks: listLibroByCatalogo(catalogo: $bookFeed, sortDirection: DESC, limit: $newsLimit)');
    expect(query).toContain('newestVideos: listConferenciaByCatalogo(catalogo: $videoFeed, sortDirection: DESC, limit: $newsLimit)');
    expect(query).toContain('newestImages: listImagenByCatalogo(catalogo: $imageFeed, sortDirection: DESC, limit: $imagesLimit)');
    // A row of five and one more (to know whether 'Mostrar mas' has more); two of each kind of news, twice as many images (some are private).
    expect(variables).toMatchObject({ shelfLimit: 6, newsLimit: 2, imagesLimit: 4, bookFeed: 'LIBRO' });
  });

  it("answers each part from its own fields: a field's error fails its part only", async () => {
    mocks.graphql.mockRejectedValue({
      ...answer({ banners: null, shelf_otros: { items: [{ name: 'Catequesis', image: '' }], nextToken: null } }),
      errors: [{ message: 'Unauthorized', errorType: 'Unauthorized', path: ['banners'] }],
    });
    const reads = readHome();
    await expect(reads.banner).rejects.toThrow('Unauthorized');
    expect((await reads.shelves).map((s) => s.key)).toEqual(['otros']);
    expect(await reads.news).toEqual([]);
  });

  it('fails every part on an error of the whole request, or when the request cannot be sent', async () => {
    mocks.graphql.mockRejectedValue({ data: null, errors: [{ message: 'Validation error of type FieldUndefined' }] });
    let reads = readHome();
    for (const part of [reads.banner, reads.shelves, reads.news]) await expect(part).rejects.toThrow('FieldUndefined');
    mocks.graphql.mockRejectedValue(new Error('NetworkError'));
    reads = readHome();
    for (const part of [reads.banner, reads.shelves, reads.news]) await expect(part).rejects.toThrow('NetworkError');
  });
});

describe("readHome's banner", () => {
  it('uses the first banner: its text, and its folder listed, images only, sorted', async () => {
    mocks.graphql.mockResolvedValue(
      answer({
        banners: {
          items: [banner('Otro', 'Otro texto', '2025-02-01T00:00:00Z'), banner('Banner/', ' Recursos para catequistas y familias ')],
        },
      }),
    );
    expect(await readHome().banner).toEqual({ text: 'Recursos para catequistas y familias', slides: ['Banner/a.jpg', 'Banner/b.png'] });
  });

  it('lists another folder when the first banner names one', async () => {
    mocks.graphql.mockResolvedValue(answer({ banners: { items: [banner('portada')] } }));
    expect(await readHome().banner).toEqual({ text: 'Hola', slides: ['portada/a.jpg', 'portada/b.png'] });
  });

  it('signs the first slide before answering and starts its download at once, with high priority, even before the record arrives', async () => {
    let respond!: (value: unknown) => void;
    mocks.graphql.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const reads = readHome();
    // The usual folder's first slide is on its way while the banner's record is still awaited.
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][href="https://media.test/Banner/a.jpg"]')).not.toBeNull());
    const link = document.head.querySelector('link[rel="preload"][href="https://media.test/Banner/a.jpg"]')!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // The srcset and sizes the banner's <img> has, so the browser picks the same file for both.
    expect(link.getAttribute('imagesrcset')).toBe(
      [320, 640, 960, 1280].map((w) => `https://media.test/Banner/a.jpg.w${w}.webp ${w}w`).concat('https://media.test/Banner/a.jpg 1920w').join(', '),
    );
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 1200px) 1200px, 100vw');
    respond(answer({ banners: { items: [banner('Banner/')] } }));
    expect((await reads.banner).slides[0]).toBe('Banner/a.jpg');
    expect(signedMediaUrl('Banner/a.jpg')).toBe('https://media.test/Banner/a.jpg');
    // Once per image and page.
    mocks.graphql.mockResolvedValue(answer({ banners: { items: [banner('Banner/')] } }));
    await readHome().banner;
    expect(document.head.querySelectorAll('link[rel="preload"][href="https://media.test/Banner/a.jpg"]')).toHaveLength(1);
  });

  it('signs the first slide of another folder before answering', async () => {
    mocks.graphql.mockResolvedValue(answer({ banners: { items: [banner('portada/')] } }));
    await readHome().banner;
    expect(signedMediaUrl('portada/a.jpg')).toBe('https://media.test/portada/a.jpg');
    expect(document.head.querySelector('link[rel="preload"][href="https://media.test/portada/a.jpg"]')).not.toBeNull();
  });

  it('is empty without a banner', async () => {
    expect(await readHome().banner).toEqual({ text: '', slides: [] });
  });
});

describe("readHome's shelves", () => {
  const primaria = Array.from({ length: 6 }, (_, i) => ({ name: `Primaria ${i + 1}`, image: `libros/portadas/p${i + 1}.jpg` }));

  it("gives each shelf's first row, whether more follow, and leaves out the empty shelves", async () => {
    mocks.graphql.mockResolvedValue(
      answer({
        shelf_primaria: { items: primaria, nextToken: 'next' },
        shelf_otros: { items: [{ name: 'Catequesis', image: 'libros/portadas/c.jpg' }], nextToken: null },
      }),
    );
    const shelves = await readHome().shelves;
    expect(shelves.map((s) => [s.key, s.books.map((b) => b.name), s.more])).toEqual([
      ['primaria', primaria.slice(0, 5).map((b) => b.name), true],
      ['otros', ['Catequesis'], false],
    ]);
  });

  it('signs the covers of the first rows (the one file each offers) before answering, and answers when one cannot be signed', async () => {
    // Five columns: every cover of a first row is drawn.
    stubWindowSize(1366);
    mocks.getUrl.mockImplementation(async ({ path }: { path: string }) => {
      if (path.includes('falla')) throw new Error('NetworkError');
      return { url: new URL(`https://media.test/${path}`) };
    });
    // Covers of their own: the tests before signed the others, and signed URLs are kept.
    const books = primaria.map((b, i) => ({ ...b, image: `libros/portadas/q${i + 1}.jpg` }));
    mocks.graphql.mockResolvedValue(
      answer({ shelf_primaria: { items: books }, shelf_otros: { items: [{ name: 'Catequesis', image: 'libros/portadas/falla-q.jpg' }] } }),
    );
    expect(await readHome().shelves).toHaveLength(2);
    const signed = mocks.getUrl.mock.calls.map(([{ path }]) => path as string).filter((path) => path.startsWith('libros/'));
    // A 230 px cover in a window of 1 device pixel: the 320 px rendition of each.
    expect(signed.filter((path) => !path.includes('falla')).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `libros/portadas/q${n}.jpg.w320.webp`));
    expect(signed).toContain('libros/portadas/falla-q.jpg.w320.webp');
    expect(signedMediaUrl('libros/portadas/q5.jpg.w320.webp')).toBe('https://media.test/libros/portadas/q5.jpg.w320.webp');
    expect(signedMediaUrl('libros/portadas/q6.jpg.w320.webp')).toBeUndefined();
    expect(signedMediaUrl('libros/portadas/falla-q.jpg.w320.webp')).toBeUndefined();
  });

  it("signs only the covers a phone draws (two per shelf), and still gives each shelf's five", async () => {
    stubWindowSize(412, 1.75);
    const books = primaria.map((b, i) => ({ ...b, image: `libros/portadas/f${i + 1}.jpg` }));
    mocks.graphql.mockResolvedValue(answer({ shelf_primaria: { items: books, nextToken: 'next' } }));
    const [shelf] = await readHome().shelves;
    expect(shelf.books).toHaveLength(5);
    const signed = mocks.getUrl.mock.calls.map(([{ path }]) => path as string).filter((path) => path.startsWith('libros/'));
    // Half a 412 px window at 1.75 device pixels needs 361 pixels: the 640 px rendition alone.
    expect(signed.sort()).toEqual(['libros/portadas/f1.jpg.w640.webp', 'libros/portadas/f2.jpg.w640.webp']);
    expect(signedMediaUrl('libros/portadas/f3.jpg.w640.webp')).toBeUndefined();
  });
});

describe("readHome's news", () => {
  const image = (id: string, isPublica: boolean) => ({ id, filePath: `galeria/${id}.webp`, etiquetas: 'Navidad,Colorear', isPublica, createdAt: '2025-03-01' });

  it('lists the newest books, videos and public images', async () => {
    mocks.graphql.mockResolvedValue(
      answer({
        newestBooks: { items: [{ id: 'b1', name: 'Primaria 1', image: 'libros/p1.jpg', createdAt: '2025-03-03' }] },
        newestVideos: { items: [{ id: 'v1', title: 'La oración', thumbnailPath: 'mini/v1.jpg', publishedAt: null, createdAt: '2025-03-02' }] },
        newestImages: { items: [image('i1', false), image('i2', true)], nextToken: null },
      }),
    );
    expect((await readHome().news).map((n) => [n.kind, n.id, n.title, n.image, n.date])).toEqual([
      ['book', 'b1', 'Primaria 1', 'libros/p1.jpg', '2025-03-03'],
      ['video', 'v1', 'La oración', 'mini/v1.jpg', '2025-03-02'],
      ['resource', 'i2', 'Navidad, Colorear', 'galeria/i2.webp', '2025-03-01'],
    ]);
    expect(mocks.imagesByFeed).not.toHaveBeenCalled();
  });

  it('reads further pages of images only while fewer public ones than needed were found', async () => {
    mocks.graphql.mockResolvedValue(answer({ newestImages: { items: [image('i1', false), image('i2', true)], nextToken: 't1' } }));
    mocks.imagesByFeed
      .mockResolvedValueOnce({ data: [image('i3', false)], nextToken: 't2' })
      .mockResolvedValueOnce({ data: [image('i4', true), image('i5', true)], nextToken: 't3' });
    expect((await readHome().news).map((n) => n.id)).toEqual(['i2', 'i4']);
    expect(mocks.imagesByFeed.mock.calls.map(([, options]) => [options.nextToken, options.limit])).toEqual([
      ['t1', 4],
      ['t2', 4],
    ]);
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
