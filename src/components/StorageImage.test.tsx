import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getUrl } from 'aws-amplify/storage';
import StorageImage from './StorageImage';
import { stubIntersectionObserver, type NearCallback } from '../testing/intersection';
import { stubWindowSize, unstubWindowSize } from '../testing/window-width';
import { isFirstScreenDrawn, resetFirstScreenForTests } from '../lib/first-screen';

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));

const url = (path: string) => `https://media.test/${path}`;

describe('StorageImage', () => {
  it('shows a stored image from its signed URL, without a srcset unless told its displayed size', async () => {
    render(<StorageImage path="libros/portadas/a.webp" alt="Portada" />);
    const img = await screen.findByAltText('Portada');
    await waitFor(() => expect(img).toHaveAttribute('src', url('libros/portadas/a.webp')));
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('offers its renditions as a srcset with the sizes given, the original as the widest', async () => {
    render(<StorageImage path="galeria/public/hoja.webp" alt="Hoja" sizes="50vw" />);
    const img = await screen.findByAltText('Hoja');
    expect(img).toHaveAttribute('src', url('galeria/public/hoja.webp'));
    expect(img).toHaveAttribute(
      'srcset',
      [320, 640, 960, 1280]
        .map((w) => `${url(`galeria/public/hoja.webp.w${w}.webp`)} ${w}w`)
        .concat(`${url('galeria/public/hoja.webp')} 1920w`)
        .join(', '),
    );
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('leaves out a rendition that is not stored, and shows the original when none is', async () => {
    render(<StorageImage path="libros/portadas/vieja.jpg" alt="Vieja" sizes="50vw" />);
    let img = await screen.findByAltText('Vieja');
    // An image stored before renditions were made: each rendition the browser chooses fails once,
    // and the next srcset leaves it out, until only the original is left.
    for (const [i, width] of [640, 1280, 320, 960].entries()) {
      Object.defineProperty(img, 'currentSrc', { value: url(`libros/portadas/vieja.jpg.w${width}.webp`), configurable: true });
      fireEvent.error(img);
      if (i < 3) {
        await waitFor(() => expect(screen.getByAltText('Vieja').getAttribute('srcset')).not.toContain(`w${width}`));
        img = screen.getByAltText('Vieja');
        expect(img.getAttribute('srcset')).toContain('vieja.jpg 1920w');
      }
    }
    await waitFor(() => expect(screen.getByAltText('Vieja')).not.toHaveAttribute('srcset'));
    expect(screen.getByAltText('Vieja')).toHaveAttribute('src', url('libros/portadas/vieja.jpg'));
  });

  it('shows the placeholder when the original itself fails', async () => {
    render(<StorageImage path="libros/portadas/rota.jpg" alt="Rota" sizes="50vw" />);
    const img = await screen.findByAltText('Rota');
    Object.defineProperty(img, 'currentSrc', { value: url('libros/portadas/rota.jpg'), configurable: true });
    fireEvent.error(img);
    expect(await screen.findByRole('img', { name: 'Rota' })).toHaveAttribute('aria-busy', 'false');
  });

  it("tells that the first screen is drawn once the screen's high-priority picture is painted, and not for another", async () => {
    resetFirstScreenForTests();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    render(<StorageImage path="conferencias/miniaturas/otra.jpg" alt="Otra" loading="eager" />);
    render(<StorageImage path="conferencias/miniaturas/primera.jpg" alt="Primera" loading="eager" fetchPriority="high" />);
    fireEvent.load(await screen.findByAltText('Otra'));
    await frame();
    await frame();
    expect(isFirstScreenDrawn()).toBe(false);
    fireEvent.load(await screen.findByAltText('Primera'));
    expect(isFirstScreenDrawn()).toBe(false);
    await frame();
    await frame();
    await frame();
    expect(isFirstScreenDrawn()).toBe(true);
  });

  describe('in a window of known size', () => {
    // The window changing back re-renders the image still on screen.
    afterEach(() => act(unstubWindowSize));
    const srcset = (img: HTMLElement) =>
      img
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]);

    it('signs only the file the browser would choose, and a wider one when the window grows', async () => {
      stubWindowSize(412, 1.75);
      vi.mocked(getUrl).mockClear();
      render(<StorageImage path="galeria/public/ancha.webp" alt="Ancha" sizes="(min-width: 900px) 50vw, 100vw" />);
      const img = await screen.findByAltText('Ancha');
      expect(srcset(img)).toEqual(['960w']);
      expect(img).toHaveAttribute('src', url('galeria/public/ancha.webp.w960.webp'));
      expect(getUrl).toHaveBeenCalledTimes(1);
      expect(getUrl).toHaveBeenCalledWith({ path: 'galeria/public/ancha.webp.w960.webp' });

      // Turned to a desktop: the picture stays drawn while the wider files are signed.
      act(() => stubWindowSize(1366, 2));
      expect(screen.getByAltText('Ancha').tagName).toBe('IMG');
      await waitFor(() => expect(screen.getByAltText('Ancha')).toHaveAttribute('src', url('galeria/public/ancha.webp')));
      // 683 px at 2 device pixels: more than the widest rendition, so the original, without a srcset.
      expect(screen.getByAltText('Ancha')).not.toHaveAttribute('srcset');
    });
  });

  describe('in a long grid', () => {
    let observed: Map<Element, NearCallback>;
    beforeEach(() => {
      observed = stubIntersectionObserver();
      vi.mocked(getUrl).mockClear();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('signs a lazy image only once it comes near the window', async () => {
      render(<StorageImage path="galeria/public/lejos.webp" alt="Lejos" sizes="50vw" />);
      const placeholder = screen.getByRole('img', { name: 'Lejos' });
      expect(placeholder.tagName).toBe('SPAN');
      await new Promise((settle) => setTimeout(settle, 20));
      expect(getUrl).not.toHaveBeenCalled();
      expect(observed.has(placeholder)).toBe(true);

      act(() => observed.get(placeholder)!([{ isIntersecting: true }]));
      const img = await screen.findByAltText('Lejos');
      expect(img.tagName).toBe('IMG');
      expect(img).toHaveAttribute('src', url('galeria/public/lejos.webp'));
      expect(observed.size).toBe(0);
    });

    it('signs an eager image at once', async () => {
      render(<StorageImage path="banner/portada.jpg" alt="Portada" loading="eager" />);
      expect(await screen.findByAltText('Portada')).toHaveAttribute('src', url('banner/portada.jpg'));
      expect(observed.size).toBe(0);
    });
  });
});
