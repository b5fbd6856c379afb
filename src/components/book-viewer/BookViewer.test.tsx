import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { forwardRef, useEffect, useImperativeHandle, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { seriousViolations } from '../../testing/axe';
import { createTestI18n } from '../../testing/i18n';
import BookViewerModal from './BookViewerModal';
import type { BookSource } from './bookSource';
import { DOUBLE_TAP_MS } from './useStageGestures';

/*
 * page-flip animates on a real layout; here a stand-in keeps the page index the way it does
 * (one page at a time in portrait, the cover alone then pairs in landscape) and reports each
 * flip and jump through onFlip, as page-flip does once an animation ends.
 */
const flip = vi.hoisted(() => ({
  index: 0,
  count: 0,
  mode: 'portrait' as 'portrait' | 'landscape',
  onFlip: undefined as undefined | ((e: { data: number }) => void),
  onChangeOrientation: undefined as undefined | ((e: { data: 'portrait' | 'landscape' }) => void),
  next: vi.fn(),
  prev: vi.fn(),
  turnTo: vi.fn(),
}));

/** page-flip's landscape spreads with showCover: [0], [1, 2], [3, 4], ..., a last page alone. */
function spreads(count: number): number[][] {
  const list = [[0]];
  for (let i = 1; i < count; i += 2) list.push(i + 1 < count ? [i, i + 1] : [i]);
  return list;
}
function spreadIndexOf(page: number): number {
  return flip.mode === 'portrait' ? page : spreads(flip.count).findIndex((s) => s.includes(page));
}
function show(spreadIndex: number) {
  flip.index = flip.mode === 'portrait' ? spreadIndex : spreads(flip.count)[spreadIndex][0];
  flip.onFlip?.({ data: flip.index });
}

vi.mock('react-pageflip', () => ({
  default: forwardRef(function FakeFlipBook(
    props: {
      children: ReactNode;
      startPage: number;
      onFlip: (e: { data: number }) => void;
      onInit?: (e: { data: { page: number; mode: string } }) => void;
      onChangeOrientation?: (e: { data: 'portrait' | 'landscape' }) => void;
    },
    ref,
  ) {
    flip.onFlip = props.onFlip;
    flip.onChangeOrientation = props.onChangeOrientation;
    const count = Array.isArray(props.children) ? props.children.length : 1;
    flip.count = count;
    // page-flip shows the spread of its start page and reports it, and its mode, once built.
    useEffect(() => {
      flip.index = flip.mode === 'portrait' ? props.startPage : spreads(count)[spreadIndexOf(props.startPage)][0];
      props.onInit?.({ data: { page: props.startPage, mode: flip.mode } });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    useImperativeHandle(ref, () => ({
      pageFlip: () => ({
        getCurrentPageIndex: () => flip.index,
        getPageCount: () => count,
        getOrientation: () => flip.mode,
        update: vi.fn(),
        turnToPage: (page: number) => {
          flip.turnTo(page);
          show(spreadIndexOf(page));
        },
        flipNext: () => {
          flip.next();
          const at = spreadIndexOf(flip.index);
          if (at + 1 < (flip.mode === 'portrait' ? count : spreads(count).length)) show(at + 1);
        },
        flipPrev: () => {
          flip.prev();
          const at = spreadIndexOf(flip.index);
          if (at > 0) show(at - 1);
        },
      }),
    }));
    return <div data-testid="flipbook" data-start={props.startPage}>{props.children}</div>;
  }),
}));

const storage = vi.hoisted(() => ({
  list: vi.fn(),
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
}));
vi.mock('aws-amplify/storage', () => storage);

const play = vi.fn(() => Promise.resolve());
let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
  vi.stubGlobal(
    'Audio',
    class {
      src = '';
      preload = '';
      currentTime = 0;
      canPlayType = () => 'maybe';
      play = play;
      pause = vi.fn();
    },
  );
});

const PAGES = 11;
const COVER = 'libros/portadas/Primaria 1/cover.jpg';
const pagePath = (n: number) => `libros/Primaria 1/p${n}.png`;

/** A listing of `pages` pages (the listing's own order is by key), with renditions of the first ten. */
function listing(pages: number) {
  const keys: string[] = [];
  for (let n = 1; n <= pages; n += 1) {
    keys.push(pagePath(n));
    if (n <= 10) keys.push(`${pagePath(n)}.w320.webp`, `${pagePath(n)}.w640.webp`);
  }
  return { items: keys.sort().map((path) => ({ path })) };
}

beforeEach(() => {
  storage.list.mockReset();
  storage.list.mockImplementation(async ({ path }: { path: string }) =>
    path === 'libros/portadas/Primaria 1/' ? { items: [{ path: COVER }, { path: `${COVER}.w320.webp` }] } : listing(PAGES),
  );
  storage.getUrl.mockClear();
  flip.index = 0;
  flip.mode = 'portrait';
  flip.next.mockClear();
  flip.prev.mockClear();
  flip.turnTo.mockClear();
  play.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal(
    'Audio',
    class {
      src = '';
      currentTime = 0;
      canPlayType = () => 'maybe';
      play = play;
      pause = vi.fn();
    },
  );
  vi.useRealTimers();
});

const book: BookSource = { kind: 'libro', id: 'b1', name: 'Primaria 1', coverPath: COVER, pagesPrefix: 'libros/Primaria 1/' };
const booklet: BookSource = { kind: 'devocionario', id: 'd1', name: 'Santo Rosario', pagesPrefix: 'devocionario/rosario/' };

function renderViewer(props: { source?: BookSource; initialPage?: number; onClose?: () => void; onPageChange?: (p: number) => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BookViewerModal
        book={props.source ?? book}
        onClose={onClose}
        initialPage={props.initialPage}
        onPageChange={props.onPageChange}
      />
    </I18nextProvider>,
  );
  return onClose;
}

const requestedPaths = () => storage.getUrl.mock.calls.map(([arg]) => (arg as { path: string }).path);
const counter = () => document.querySelector('.book-viewer__counter')?.textContent;
const stage = () => document.querySelector<HTMLElement>('.book-viewer__stage')!;

/** Gives the stage a 1000 px wide box, as a laid-out page would. */
function layOutStage() {
  stage().getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 600, right: 1000, bottom: 600, x: 0, y: 0, toJSON: () => ({}) });
}
function pointer(type: 'mouse' | 'touch', from: [number, number], to: [number, number] = from, id = 1) {
  fireEvent.pointerDown(stage(), { pointerId: id, pointerType: type, button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerUp(stage(), { pointerId: id, pointerType: type, button: 0, clientX: to[0], clientY: to[1] });
}

describe('BookViewer', () => {
  it('shows the cover first, names the book, and fetches only the pages near the one on view, from their renditions', { timeout: 20_000 }, async () => {
    renderViewer();
    expect(await screen.findByRole('dialog', { name: 'Primaria 1' })).toBeInTheDocument();
    await waitFor(() => expect(counter()).toBe('Portada'));
    expect(storage.list).toHaveBeenCalledWith({ path: 'libros/Primaria 1/', options: { listAll: true } });
    const pages = [...document.querySelectorAll('[data-page]')];
    // The cover and the eleven pages; the renditions beside them are no pages.
    expect(pages).toHaveLength(12);
    await waitFor(() => expect(screen.getByAltText('Primaria 1, portada')).toHaveAttribute('src', expect.stringContaining('cover.jpg')));
    // Page order is numeric (p2 before p10), pages are numbered from 1 after the cover, and turned with their 640 px rendition.
    await waitFor(() => expect(screen.getByAltText('Primaria 1, página 2')).toHaveAttribute('src', expect.stringContaining('p2.png.w640.webp')));
    expect(pages[10]).toHaveTextContent('Cargando página 10...');
    expect(requestedPaths()).not.toContain(pagePath(10));
    expect(requestedPaths().some((path) => path.startsWith(pagePath(10)))).toBe(false);
  });

  it('titles a booklet by its kind and counts its first image as its cover', async () => {
    storage.list.mockResolvedValue({ items: [1, 2, 3].map((n) => ({ path: `devocionario/rosario/pagina-0${n}.jpg` })) });
    renderViewer({ source: booklet });
    expect(await screen.findByRole('dialog', { name: 'Devocionario: Santo Rosario' })).toBeInTheDocument();
    await waitFor(() => expect(counter()).toBe('Portada'));
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(counter()).toBe('Página 1 de 2');
  });

  it('turns pages with the visible buttons, the click zones and the arrow keys, under the flip rules, with the page sound', async () => {
    const onPageChange = vi.fn();
    renderViewer({ onPageChange });
    await waitFor(() => expect(counter()).toBe('Portada'));
    const prev = screen.getByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Página siguiente' });
    expect(prev).toBeDisabled(); // index 0 is not above 1

    fireEvent.click(next);
    expect(flip.next).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(counter()).toBe('Página 1 de 11');
    // Not back onto the cover (index 1 is not above 1), by any means.
    expect(prev).toBeDisabled();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(flip.prev).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('Página 2 de 11');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(flip.prev).toHaveBeenCalledTimes(1);
    expect(counter()).toBe('Página 1 de 11');

    // The click zones: the outer fifths of the stage, with a mouse at once.
    layOutStage();
    pointer('mouse', [950, 300]);
    expect(counter()).toBe('Página 2 de 11');
    pointer('mouse', [500, 300]); // the middle turns nothing
    expect(counter()).toBe('Página 2 de 11');
    pointer('mouse', [30, 300]);
    expect(counter()).toBe('Página 1 de 11');

    // Walk to the end: the last page is reached and then the next button is disabled.
    for (let i = 0; i < 14; i += 1) fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('Página 11 de 11');
    expect(next).toBeDisabled();
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    await waitFor(() => expect(requestedPaths()).toContain(pagePath(11)));
  });

  it('turns on a swipe, and a touch tap in a zone waits for a possible double tap', async () => {
    renderViewer();
    await waitFor(() => expect(counter()).toBe('Portada'));
    layOutStage();
    pointer('touch', [600, 300], [450, 310]); // a swipe to the left: next page
    expect(counter()).toBe('Página 1 de 11');
    pointer('touch', [400, 300], [700, 290]); // to the right: previous page, refused by the rules at page 1
    expect(counter()).toBe('Página 1 de 11');
    pointer('touch', [600, 300], [400, 300]);
    expect(counter()).toBe('Página 2 de 11');
    pointer('touch', [400, 300], [700, 290]);
    expect(counter()).toBe('Página 1 de 11');
    // A vertical drag is no swipe.
    pointer('touch', [500, 100], [520, 400]);
    expect(counter()).toBe('Página 1 de 11');

    vi.useFakeTimers();
    pointer('touch', [960, 300]);
    expect(counter()).toBe('Página 1 de 11');
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS + 10));
    expect(counter()).toBe('Página 2 de 11');
    // Two quick taps are a double tap (zoom), not two turns.
    pointer('touch', [960, 300]);
    pointer('touch', [960, 300], [960, 300], 2);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS + 10));
    expect(counter()).toBe('Página 3 de 11');
  });

  it('names both pages of a spread, centres the cover alone, and jumps with Home and End', async () => {
    flip.mode = 'landscape';
    renderViewer();
    await waitFor(() => expect(counter()).toBe('Portada'));
    // The two-page layout follows page-flip's first report of its mode.
    await waitFor(() => expect(document.querySelector('.book-viewer__fit--shift-cover')).not.toBeNull());
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('Páginas 1 y 2 de 11');
    expect(document.querySelector('.book-viewer__fit--shift-none')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('Páginas 3 y 4 de 11');
    fireEvent.keyDown(document, { key: 'End' });
    // Eleven pages after the cover: the last one stands alone, the book moved to centre it.
    expect(counter()).toBe('Página 11 de 11');
    expect(document.querySelector('.book-viewer__fit--shift-back')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Home' });
    expect(counter()).toBe('Portada');
    // A narrow window shows one page at a time.
    flip.mode = 'portrait';
    act(() => flip.onChangeOrientation?.({ data: 'portrait' }));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(counter()).toBe('Página 2 de 11');
  });

  it('jumps from the thumbnails, which show the small renditions, and from the page field', { timeout: 20_000 }, async () => {
    const onPageChange = vi.fn();
    renderViewer({ onPageChange });
    await waitFor(() => expect(counter()).toBe('Portada'));
    const toggle = screen.getByRole('button', { name: 'Miniaturas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const strip = screen.getByRole('navigation', { name: 'Miniaturas' });
    expect(within(strip).getByRole('button', { name: 'Portada' })).toHaveAttribute('aria-current', 'page');
    // Page 7 and the cover have a small rendition; page 11 has none and shows its original.
    // (Checked on the images: an address signed by an earlier test comes from the URL cache.)
    const thumbSrc = (name: string) => within(strip).getByRole('button', { name }).querySelector('img')?.getAttribute('src');
    const media = (path: string) => new URL(`https://media.test/${path}`).toString();
    await waitFor(() => {
      expect(thumbSrc('Portada')).toBe(media(`${COVER}.w320.webp`));
      expect(thumbSrc('Página 7')).toBe(media(`${pagePath(7)}.w320.webp`));
      expect(thumbSrc('Página 11')).toBe(media(pagePath(11)));
    });
    fireEvent.click(within(strip).getByRole('button', { name: 'Página 7' }));
    expect(flip.turnTo).toHaveBeenLastCalledWith(7);
    expect(counter()).toBe('Página 7 de 11');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect(within(strip).getByRole('button', { name: 'Página 7' })).toHaveAttribute('aria-current', 'page');

    const field = screen.getByRole('spinbutton', { name: 'Ir a la página' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe un número de página del 1 al 11.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(counter()).toBe('Página 7 de 11');
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.submit(field.closest('form')!);
    expect(counter()).toBe('Página 4 de 11');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('zooms in and out with the buttons and the keys, showing the original image of the page on view', async () => {
    renderViewer({ initialPage: 3 });
    await waitFor(() => expect(counter()).toBe('Página 3 de 11'));
    const zoomIn = screen.getByRole('button', { name: 'Acercar' });
    const zoomOut = screen.getByRole('button', { name: 'Alejar' });
    expect(zoomOut).toBeDisabled();
    fireEvent.click(zoomIn);
    await waitFor(() => expect(zoomOut).toBeEnabled());
    await waitFor(() => expect(screen.getByAltText('Primaria 1, página 3')).toHaveAttribute('src', new URL(`https://media.test/${pagePath(3)}`).toString()));
    expect(screen.getByAltText('Primaria 1, página 3')).toHaveAttribute('data-original', 'true');
    // Neighbours keep their rendition.
    expect(screen.getByAltText('Primaria 1, página 4')).toHaveAttribute('src', expect.stringContaining('.w640.webp'));
    // Escape zooms out first, without closing.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(zoomOut).toBeDisabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: '+' });
    await waitFor(() => expect(zoomOut).toBeEnabled());
    // A turn starts from the whole page again.
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(zoomOut).toBeDisabled());
  }, 15_000);

  it('shares the link to the page on view: the share sheet where there is one, else copy and WhatsApp', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    renderViewer({ initialPage: 5 });
    await waitFor(() => expect(counter()).toBe('Página 5 de 11'));
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    const link = `${window.location.origin}/?libro=Primaria+1&pagina=5`;
    expect(share).toHaveBeenCalledWith({ title: 'Primaria 1', text: 'Primaria 1', url: link });
  });

  it('offers copy and WhatsApp where the browser has no share sheet, for booklets too', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    storage.list.mockResolvedValue({ items: [1, 2, 3, 4].map((n) => ({ path: `devocionario/rosario/pagina-0${n}.jpg` })) });
    renderViewer({ source: booklet, initialPage: 2 });
    await waitFor(() => expect(counter()).toBe('Página 2 de 3'));
    const button = screen.getByRole('button', { name: 'Compartir' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Compartir enlace' });
    const link = `${window.location.origin}/devocionario?devocionario=Santo+Rosario&pagina=2`;
    expect(within(panel).getByRole('textbox', { name: 'Enlace' })).toHaveValue(link);
    fireEvent.click(within(panel).getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Enlace copiado.'));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(panel).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Devocionario: Santo Rosario ${link}`)}`,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the touch hint once on a touch screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    renderViewer();
    await waitFor(() => expect(counter()).toBe('Portada'));
    const hint = screen.getByRole('note');
    expect(hint).toHaveTextContent('Desliza el dedo para pasar de página. Pellizca o toca dos veces para acercar.');
    fireEvent.click(within(hint).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens at the deep-linked page and closes on Escape', async () => {
    const onClose = renderViewer({ initialPage: 4 });
    await waitFor(() => expect(counter()).toBe('Página 4 de 11'));
    expect(screen.getByTestId('flipbook')).toHaveAttribute('data-start', '4');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('has no accessibility violations with its tools open', async () => {
    renderViewer();
    await waitFor(() => expect(counter()).toBe('Portada'));
    fireEvent.click(screen.getByRole('button', { name: 'Miniaturas' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the page images in the document bounded while flipping through a long book', async () => {
    storage.list.mockImplementation(async ({ path }: { path: string }) =>
      path.startsWith('libros/portadas/') ? { items: [{ path: COVER }] } : listing(120),
    );
    renderViewer();
    await waitFor(() => expect(counter()).toBe('Portada'));
    let most = 0;
    for (let page = 1; page <= 120; page += 1) {
      fireEvent.keyDown(document, { key: 'ArrowRight' });
      most = Math.max(most, document.querySelectorAll('img.book-page__image').length);
    }
    await waitFor(() => expect(counter()).toBe('Página 120 de 120'));
    expect(most).toBeLessThanOrEqual(8);
    expect(document.querySelectorAll('[data-page]')).toHaveLength(121);
  }, 60_000);

  it('says so when the book has no pages', async () => {
    storage.list.mockResolvedValue({ items: [] });
    renderViewer({ source: booklet });
    expect(await screen.findByText('Este libro todavía no tiene páginas.')).toBeInTheDocument();
  });
});
