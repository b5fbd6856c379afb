import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const list = vi.fn();
const getUrl = vi.fn();
vi.mock('aws-amplify/storage', () => ({ list: (...args: unknown[]) => list(...args), getUrl: (...args: unknown[]) => getUrl(...args) }));

const { EARLY_URL_FRESH_MS, listObjectPaths, listPaths, mediaUrl, renditionPaths } = await import('./storage');

describe('mediaUrl', () => {
  afterEach(() => {
    delete window.earlyPictureUrls;
    vi.useRealTimers();
  });

  it("takes the URL the page's start-up script signed for the screen's largest picture while fresh, and signs every other", async () => {
    getUrl.mockImplementation(async ({ path }: { path: string }) => ({ url: new URL(`http://bucket/${path}?signed-by-app`) }));
    window.earlyPictureUrls = { at: Date.now(), urls: { 'lead/a.jpg.w640.webp': 'http://bucket/lead/a.jpg.w640.webp?signed-by-head' } };
    expect(await mediaUrl('lead/a.jpg.w640.webp')).toBe('http://bucket/lead/a.jpg.w640.webp?signed-by-head');
    expect(await mediaUrl('lead/b.jpg')).toBe('http://bucket/lead/b.jpg?signed-by-app');
    expect(getUrl).toHaveBeenCalledTimes(1);

    // Signed too long ago (the app came late): it signs its own.
    window.earlyPictureUrls = { at: Date.now() - EARLY_URL_FRESH_MS, urls: { 'lead/c.jpg': 'http://bucket/lead/c.jpg?signed-by-head' } };
    expect(await mediaUrl('lead/c.jpg')).toBe('http://bucket/lead/c.jpg?signed-by-app');
  });
});

describe('renditionPaths', () => {
  it('names the WebP renditions of an image, narrowest first, and none of a rendition or a non-image', () => {
    expect(renditionPaths('galeria/public/hoja.png')).toEqual([
      { path: 'galeria/public/hoja.png.w320.webp', width: 320 },
      { path: 'galeria/public/hoja.png.w640.webp', width: 640 },
      { path: 'galeria/public/hoja.png.w960.webp', width: 960 },
      { path: 'galeria/public/hoja.png.w1280.webp', width: 1280 },
    ]);
    expect(renditionPaths('galeria/public/hoja.png.w320.webp')).toEqual([]);
    expect(renditionPaths('conferencias/videos/clase.mp4')).toEqual([]);
  });
});

const FOLDER = {
  items: [
    { path: 'libros/Primaria 1/' },
    { path: 'libros/Primaria 1/pagina-02.jpg' },
    { path: 'libros/Primaria 1/pagina-01.webp' },
    { path: 'libros/Primaria 1/pagina-01.webp.w320.webp' },
    { path: 'libros/Primaria 1/pagina-02.jpg.w320.webp' },
    { path: 'libros/Primaria 1/pagina-02.jpg.w640.webp' },
  ],
};

describe('listPaths', () => {
  beforeEach(() => list.mockReset());

  it('lists a folder of pages without folder markers or image renditions', async () => {
    list.mockResolvedValue(FOLDER);
    expect(await listPaths('libros/Primaria 1/')).toEqual(['libros/Primaria 1/pagina-01.webp', 'libros/Primaria 1/pagina-02.jpg']);
    expect(list).toHaveBeenCalledWith({ path: 'libros/Primaria 1/', options: { listAll: true } });
  });
});

describe('listObjectPaths', () => {
  beforeEach(() => list.mockReset());

  it('keeps the renditions (the readers pick their images from them), not the folder marker', async () => {
    list.mockResolvedValue(FOLDER);
    expect(await listObjectPaths('libros/Primaria 1/')).toEqual([
      'libros/Primaria 1/pagina-01.webp',
      'libros/Primaria 1/pagina-01.webp.w320.webp',
      'libros/Primaria 1/pagina-02.jpg',
      'libros/Primaria 1/pagina-02.jpg.w320.webp',
      'libros/Primaria 1/pagina-02.jpg.w640.webp',
    ]);
  });
});

describe('listObjectPaths and the main thread', () => {
  beforeEach(() => list.mockReset());

  it('answers in a task after the one the listing arrived in, so its caller does not lengthen that task', async () => {
    // A timer queued as the listing arrives runs before the answer only if the answer waits for a later task.
    const order: string[] = [];
    list.mockImplementation(async () => {
      setTimeout(() => order.push('next task'), 0);
      return FOLDER;
    });
    await listObjectPaths('libros/Primaria 1/');
    order.push('answer');
    expect(order).toEqual(['next task', 'answer']);
  });
});
