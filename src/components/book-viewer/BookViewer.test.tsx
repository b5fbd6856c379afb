import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, useEffect, useImperativeHandle, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import BookViewerModal from './BookViewerModal';
import type { BookSource } from './bookSource';

// page-flip animates on a real layout; here a stand-in keeps the page index and reports flips like it does.
const flip = vi.hoisted(() => ({
  index: 0,
  mode: 'portrait' as 'portrait' | 'landscape',
  onFlip: undefined as undefined | ((e: { data: number }) => void),
  onChangeOrientation: undefined as undefined | ((e: { data: 'portrait' | 'landscape' }) => void),
  next: vi.fn(),
  prev: vi.fn(),
}));
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
    // page-flip reports its start page and whether it shows one page or two once it is built.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => props.onInit?.({ data: { page: props.startPage, mode: flip.mode } }), []);
    useImperativeHandle(ref, () => ({
      pageFlip: () => ({
        getCurrentPageIndex: () => flip.index,
        getPageCount: () => 0,
        turnToPage: vi.fn(),
        flipNext: () => {
          flip.next();
          flip.index += 2;
          props.onFlip({ data: flip.index });
        },
        flipPrev: () => {
          flip.prev();
          flip.index -= 2;
          props.onFlip({ data: flip.index });
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
beforeEach(() => {
  const pages = Array.from({ length: 11 }, (_, i) => ({ path: `libros/Primaria 1/p${i + 1}.png` }));
  storage.list.mockResolvedValue({ items: [...pages].reverse() });
  storage.getUrl.mockClear();
  flip.index = 0;
  flip.mode = 'portrait';
  flip.next.mockClear();
  flip.prev.mockClear();
  play.mockClear();
});

const book: BookSource = {
  kind: 'libro',
  id: 'b1',
  name: 'Primaria 1',
  coverPath: 'libros/portadas/Primaria 1/cover.jpg',
  pagesPrefix: 'libros/Primaria 1/',
};

function renderViewer(props: { initialPage?: number; onClose?: () => void; onPageChange?: (p: number) => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BookViewerModal book={book} onClose={onClose} initialPage={props.initialPage} onPageChange={props.onPageChange} />
    </I18nextProvider>,
  );
  return onClose;
}

const requestedPaths = () => storage.getUrl.mock.calls.map(([arg]) => (arg as { path: string }).path);

describe('BookViewer', () => {
  it('lists the pages in order after the cover and fetches only the pages near the current one', async () => {
    renderViewer();
    expect(await screen.findByText('Página 1 de 12')).toBeInTheDocument();
    expect(storage.list).toHaveBeenCalledWith({ path: 'libros/Primaria 1/', options: { listAll: true } });
    const pages = [...document.querySelectorAll('[data-page]')];
    expect(pages).toHaveLength(12);
    await waitFor(() => expect(screen.getByAltText('Primaria 1, portada')).toHaveAttribute('src', expect.stringContaining('cover.jpg')));
    // Page order is numeric: p2 before p10.
    await waitFor(() => expect(screen.getByAltText('Primaria 1, página 3')).toHaveAttribute('src', expect.stringContaining('p2.png')));
    expect(pages[10]).toHaveTextContent('Cargando página 11...');
    expect(requestedPaths()).toContain('libros/Primaria 1/p2.png');
    expect(requestedPaths()).not.toContain('libros/Primaria 1/p10.png');
    expect(requestedPaths()).not.toContain('libros/Primaria 1/p11.png');
  });

  it('turns pages with the click zones and the arrow keys, following the flip rules, with the page sound', async () => {
    const onPageChange = vi.fn();
    renderViewer({ onPageChange });
    await screen.findByText('Página 1 de 12');
    const prev = screen.getByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Página siguiente' });
    expect(prev).toBeDisabled(); // index 0 is not above 1

    fireEvent.click(next);
    expect(flip.next).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('Página 3 de 12')).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(flip.next).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(flip.prev).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Página 3 de 12')).toBeInTheDocument();

    // Walk to the end: no next flip once the index reaches page count - 2.
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(flip.index).toBe(10);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    // Pages near the end are now fetched.
    await waitFor(() => expect(requestedPaths()).toContain('libros/Primaria 1/p10.png'));
  });

  it('names both pages of a spread when two show side by side, and the cover alone', async () => {
    flip.mode = 'landscape';
    renderViewer();
    expect(await screen.findByText('Página 1 de 12')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    // The stand-in reports index 2, which sits in the spread of pages 2 and 3.
    expect(screen.getByText('Páginas 2 y 3 de 12')).toBeInTheDocument();
    // A narrow window shows one page at a time again.
    act(() => flip.onChangeOrientation?.({ data: 'portrait' }));
    expect(screen.getByText('Página 3 de 12')).toBeInTheDocument();
  });

  it('opens at the deep-linked page and closes on Escape', async () => {
    const onClose = renderViewer({ initialPage: 4 });
    expect(await screen.findByText('Página 5 de 12')).toBeInTheDocument();
    expect(screen.getByTestId('flipbook')).toHaveAttribute('data-start', '4');
    expect(screen.getByRole('dialog', { name: 'Libro: Primaria 1' })).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the book has no pages or the listing fails', async () => {
    storage.list.mockResolvedValueOnce({ items: [] });
    renderViewer();
    // The cover alone still makes a one-page book.
    expect(await screen.findByText('Página 1 de 1')).toBeInTheDocument();
  });
});
