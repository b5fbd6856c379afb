import { beforeEach, describe, expect, it, vi } from 'vitest';

const list = vi.fn();
vi.mock('aws-amplify/storage', () => ({ list: (...args: unknown[]) => list(...args), getUrl: vi.fn() }));

const { listObjectPaths, listPaths, renditionPaths } = await import('./storage');

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
