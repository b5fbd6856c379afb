import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { findLackingRenditions, lackingRenditions, repairRenditions } from './renditionRepair';

const state = vi.hoisted(() => ({ storage: null as unknown as FakeStorage }));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('./imageCodec', async () => import('../testing/fakeCodec'));

const widths = [320, 640, 960, 1280];
const whole = (path: string) => [path, ...widths.map((w) => `${path}.w${w}.webp`)];

describe('images that lack renditions', () => {
  it('are the image originals of a listing without every rendition width, with the keys they lack', () => {
    const listing = [
      ...whole('libros/A/p1.webp'),
      'libros/A/p2.jpg',
      'libros/A/p2.jpg.w320.webp',
      'libros/A/p2.jpg.w640.webp',
      'libros/A/notas.pdf',
      'libros/A/',
      'libros/A/p3.png',
    ];
    expect(lackingRenditions(listing)).toEqual([
      { path: 'libros/A/p2.jpg', missing: ['libros/A/p2.jpg.w960.webp', 'libros/A/p2.jpg.w1280.webp'] },
      { path: 'libros/A/p3.png', missing: widths.map((w) => `libros/A/p3.png.w${w}.webp`) },
    ]);
  });

  it('are found in every folder the site shows images from, private gallery included', async () => {
    state.storage = createFakeStorage([
      'Banner/b.jpg',
      ...whole('galeria/public/ok.webp'),
      'galeria/private/paga.png',
      'conferencias/miniaturas/m.jpg',
      'conferencias/publico/clase.mp4',
      'otros/suelto.jpg',
    ]);
    expect((await findLackingRenditions()).map((item) => item.path)).toEqual([
      'Banner/b.jpg',
      'conferencias/miniaturas/m.jpg',
      'galeria/private/paga.png',
    ]);
  });

  it('get what they lack, made from their original, and nothing they have is written again', async () => {
    state.storage = createFakeStorage(['libros/A/p2.jpg', 'libros/A/p2.jpg.w320.webp', 'galeria/public/nueva.png']);
    const progress: number[] = [];
    const outcome = await repairRenditions(await findLackingRenditions(), { onProgress: (done) => progress.push(done) });
    expect(outcome).toEqual({ repaired: 2, failed: [] });
    expect(progress).toEqual([1, 2]);
    // The fake codec reads every picture as 1200 px wide: the widest rendition keeps that size.
    for (const path of ['libros/A/p2.jpg', 'galeria/public/nueva.png']) {
      for (const w of widths.slice(1))
        expect(await (state.storage.objects.get(`${path}.w${w}.webp`) as Blob).text()).toBe(`w${Math.min(w, 1200)}`);
    }
    expect(state.storage.objects.get('libros/A/p2.jpg.w320.webp')).toBe('x');
    expect(state.storage.calls.filter((call) => call.startsWith('upload'))).not.toContain('upload libros/A/p2.jpg.w320.webp');
    expect(await findLackingRenditions()).toEqual([]);
  });

  it('reports the ones that cannot be read or stored, and keeps going with the others', async () => {
    state.storage = createFakeStorage(['galeria/public/a.png', 'galeria/public/b.png']);
    state.storage.failUploads.add('galeria/public/a.png.w640.webp');
    const outcome = await repairRenditions(await findLackingRenditions());
    expect(outcome).toEqual({ repaired: 1, failed: ['galeria/public/a.png'] });
    expect(state.storage.objects.has('galeria/public/b.png.w1280.webp')).toBe(true);
    // The original is never touched.
    expect(state.storage.objects.get('galeria/public/a.png')).toBe('x');
  });

  it('leaves no rendition behind when the original was deleted meanwhile', async () => {
    state.storage = createFakeStorage(['galeria/public/borrada.png']);
    const [item] = await findLackingRenditions();
    const upload = state.storage.module.uploadData;
    let first = true;
    state.storage.module.uploadData = (input) => {
      // Another admin deletes the image while its first rendition is on its way.
      if (first) state.storage.objects.delete('galeria/public/borrada.png');
      first = false;
      return upload(input);
    };
    expect(await repairRenditions([item])).toEqual({ repaired: 0, failed: [] });
    expect([...state.storage.objects.keys()].filter((key) => key.startsWith('galeria/public/borrada'))).toEqual([]);
  });

  it('starts no further image once stopped', async () => {
    state.storage = createFakeStorage(['galeria/public/a.png', 'galeria/public/b.png', 'galeria/public/c.png']);
    const controller = new AbortController();
    const outcome = await repairRenditions(await findLackingRenditions(), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    // Two run at once: both finish, the third never starts.
    expect(outcome.repaired).toBe(2);
    expect(state.storage.objects.has('galeria/public/c.png.w320.webp')).toBe(false);
  });
});
