import { beforeEach, describe, expect, it, vi } from 'vitest';

const list = vi.fn();
vi.mock('aws-amplify/storage', () => ({ list: (...args: unknown[]) => list(...args), getUrl: vi.fn() }));

const { listPaths } = await import('./storage');

describe('listPaths', () => {
  beforeEach(() => list.mockReset());

  it('lists a folder of pages without folder markers or image renditions', async () => {
    list.mockResolvedValue({
      items: [
        { path: 'libros/Primaria 1/' },
        { path: 'libros/Primaria 1/pagina-01.webp' },
        { path: 'libros/Primaria 1/pagina-01.webp.w320.webp' },
        { path: 'libros/Primaria 1/pagina-02.jpg' },
        { path: 'libros/Primaria 1/pagina-02.jpg.w320.webp' },
        { path: 'libros/Primaria 1/pagina-02.jpg.w640.webp' },
      ],
    });
    expect(await listPaths('libros/Primaria 1/')).toEqual(['libros/Primaria 1/pagina-01.webp', 'libros/Primaria 1/pagina-02.jpg']);
    expect(list).toHaveBeenCalledWith({ path: 'libros/Primaria 1/', options: { listAll: true } });
  });
});
