import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import BannerSlideshow from './BannerSlideshow';

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => vi.useRealTimers());

const slides = ['Banner/a.jpg', 'Banner/b.png', 'Banner/c.gif'];
const activeSlide = () => screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('aria-hidden') === 'false');

function renderBanner(shown: readonly string[] = slides) {
  return render(
    <I18nextProvider i18n={i18n}>
      <BannerSlideshow slides={shown} />
    </I18nextProvider>,
  );
}

describe('BannerSlideshow', () => {
  // Each timer test fakes the clock for itself; the image tests need the real one (URLs are signed in slices).
  afterEach(() => vi.useRealTimers());

  it('advances every 3000 ms and wraps around', () => {
    vi.useFakeTimers();
    renderBanner();
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(activeSlide()).toBe(0);
  });

  it('jumps with a dot and stops autoplay', () => {
    vi.useFakeTimers();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la imagen 3' }));
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Reproducir presentación' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9000));
    expect(activeSlide()).toBe(2);
  });

  it('pauses and resumes with the play/pause button', () => {
    vi.useFakeTimers();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar presentación' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(activeSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir presentación' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide()).toBe(1);
  });

  it('keeps the row of the controls with a single slide, which needs none, so the banner has one height', () => {
    const { container } = renderBanner(['Banner/a.jpg']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.banner__controls')).toBeInTheDocument();
  });

  it('fetches a slide image when it is shown, and the next one once the shown one has loaded', async () => {
    renderBanner();
    const images = () => screen.queryAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt'));
    expect(await screen.findByAltText('Imagen 1 de 3')).toBeInTheDocument();
    expect(images()).toEqual(['Imagen 1 de 3']);
    fireEvent.load(screen.getByAltText('Imagen 1 de 3'));
    expect(await screen.findByAltText('Imagen 2 de 3')).toBeInTheDocument();
    expect(images()).not.toContain('Imagen 3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la imagen 3' }));
    expect(await screen.findByAltText('Imagen 3 de 3')).toBeInTheDocument();
  });
});
