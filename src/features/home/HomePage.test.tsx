import { useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { seriousViolations } from '../../testing/axe';
import HomePage from './HomePage';

const mocks = vi.hoisted(() => {
  /** The parts of the home page's reads, as readHome answers them. */
  const parts = { homeBanner: vi.fn(), homeShelves: vi.fn(), homeNews: vi.fn() };
  return {
    ...parts,
    readHome: vi.fn(() => ({ banner: parts.homeBanner(), shelves: parts.homeShelves(), news: parts.homeNews() })),
    fetchBookByName: vi.fn(),
    /** Each book the viewer was handed: a new one starts it again (its pages reload). */
    viewerBooks: [] as unknown[],
  };
});
vi.mock('./homeApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./homeApi')>()),
  readHome: mocks.readHome,
  fetchBookByName: mocks.fetchBookByName,
}));
vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));
// The viewer itself is tested in books/; here only what the page hands it.
vi.mock('../../components/book-viewer/LazyBookViewerModal', () => ({
  preloadBookViewer: () => undefined,
  default: function Viewer(props: { book: { name: string; pagesPrefix: string }; initialPage: number; onClose: () => void }) {
    useEffect(() => {
      mocks.viewerBooks.push(props.book);
    }, [props.book]);
    return (
      <div role="dialog" aria-label={`viewer ${props.book.name}`} data-page={props.initialPage} data-prefix={props.book.pagesPrefix}>
        <button type="button" onClick={props.onClose}>
          cerrar visor
        </button>
      </div>
    );
  },
}));

const books = {
  sacramentos: {
    id: 'b1',
    name: 'Primaria - Los Sacramentos',
    image: 'libros/portadas/x/p.jpg',
    pagesFolder: 'Primaria - Los Sacramentos',
    createdAt: '2025-01-01T00:00:00Z',
  },
  salmos: {
    id: 'b2',
    name: 'Otros - Salmos',
    image: 'libros/portadas/s/p.jpg',
    pagesFolder: 'Otros - Salmos',
    createdAt: '2025-03-01T00:00:00Z',
  },
  catequesis: {
    id: 'b3',
    name: 'Catequesis',
    image: 'libros/portadas/c/p.jpg',
    pagesFolder: 'Catequesis',
    createdAt: '2024-03-01T00:00:00Z',
  },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.homeBanner.mockResolvedValue({ text: 'Recursos para catequistas y familias.', slides: ['Banner/a.jpg'] });
  mocks.homeShelves.mockResolvedValue([
    { key: 'primaria', books: [books.sacramentos], more: false },
    { key: 'otros', books: [books.catequesis, books.salmos], more: false },
  ]);
  // The index of names finds a book whatever the case of the link.
  mocks.fetchBookByName
    .mockReset()
    .mockImplementation(async (name: string) => Object.values(books).find((b) => b.name.toLowerCase() === name.toLowerCase()) ?? null);
  mocks.homeNews.mockResolvedValue([
    { kind: 'book', id: 'b2', title: books.salmos.name, image: books.salmos.image, date: books.salmos.createdAt, book: books.salmos },
    {
      kind: 'book',
      id: 'b1',
      title: books.sacramentos.name,
      image: books.sacramentos.image,
      date: books.sacramentos.createdAt,
      book: books.sacramentos,
    },
    { kind: 'video', id: 'v1', title: 'La oración', image: 'conferencias/miniaturas/o.jpg', date: '2025-02-01T00:00:00Z' },
    { kind: 'resource', id: 'i1', title: 'Oración, Actividades', image: 'galeria/public/o.png', date: '2025-02-01T00:00:00Z' },
  ]);
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <HomePage />
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('HomePage', () => {
  it('reads its banner, shelves and news through one readHome call', async () => {
    mocks.readHome.mockClear();
    renderAt('/');
    expect(await screen.findByText('Recursos para catequistas y familias.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Novedades' })).toBeInTheDocument();
    expect(mocks.readHome).toHaveBeenCalledTimes(1);
  });

  it('welcomes with the banner text and offers the three ways in', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenidos a Educando en la Fe' })).toBeInTheDocument();
    expect(await screen.findByText('Recursos para catequistas y familias.')).toBeInTheDocument();
    const tiles = screen.getByRole('navigation', { name: 'Secciones' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((a) => [a.querySelector('.entry-tile__title')?.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Libros', '#libreria'],
      ['Galería de Videos', '/conferencias'],
      ['Recursos de Apoyo', '/galeria'],
    ]);
    expect(document.getElementById('libreria')).toContainElement(screen.getByRole('heading', { name: 'Libreria Virtual' }));
  });

  it('lists the newest books, videos and resources under "Novedades", each opening where it lives', async () => {
    renderAt('/');
    const news = screen.getByRole('region', { name: 'Novedades' });
    const entries = await within(news).findAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Libro Otros - Salmos',
      'Libro Primaria - Los Sacramentos',
      'Video La oración',
      'Recurso Oración, Actividades',
    ]);
    // Each card's name holds its visible text (label in name).
    expect(await seriousViolations(news)).toEqual([]);
    expect(within(news).getByRole('link', { name: 'Video: La oración' })).toHaveAttribute('href', '/conferencias?video=v1');
    expect(within(news).getByRole('link', { name: 'Recurso: Oración, Actividades' })).toHaveAttribute('href', '/galeria?imagen=i1');
    fireEvent.click(within(news).getByRole('button', { name: 'Libro: Otros - Salmos' }));
    expect(screen.getByRole('dialog', { name: 'viewer Otros - Salmos' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/?libro=Otros+-+Salmos');
    // axe-core in jsdom takes seconds on a busy machine.
  }, 30_000);

  it('opens a book from its card and puts it in the address', async () => {
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir el libro Primaria - Los Sacramentos' }));
    const viewer = screen.getByRole('dialog', { name: 'viewer Primaria - Los Sacramentos' });
    expect(viewer).toHaveAttribute('data-prefix', 'libros/Primaria - Los Sacramentos/');
    // The cover: no page in the address yet.
    expect(screen.getByTestId('location').textContent).toBe('/?libro=Primaria+-+Los+Sacramentos');
    expect(viewer).toHaveAttribute('data-page', '0');
    // Closing goes back to the entry before, so Back after closing does not reopen the book.
    expect(document.title).toBe('Primaria - Los Sacramentos · Educando en la Fe');
    fireEvent.click(screen.getByRole('button', { name: 'cerrar visor' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.title).not.toContain('Los Sacramentos');
  });

  it('opens the deep-linked book at its page (case-insensitive name), read by its name alone', async () => {
    renderAt('/?libro=primaria%20-%20los%20sacramentos&pagina=3');
    // pagina is the printed page number, which is the page's index after the cover.
    expect(await screen.findByRole('dialog', { name: 'viewer Primaria - Los Sacramentos' })).toHaveAttribute('data-page', '3');
    expect(mocks.fetchBookByName).toHaveBeenCalledWith('primaria - los sacramentos');
  });

  it('opens a book chosen on the page without reading it again, and keeps handing the viewer the same book', async () => {
    let showNews: (items: unknown[]) => void = () => undefined;
    mocks.homeNews.mockReturnValue(new Promise((resolve) => (showNews = resolve)));
    mocks.viewerBooks.length = 0;
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir el libro Otros - Salmos' }));
    expect(screen.getByRole('dialog', { name: 'viewer Otros - Salmos' })).toBeInTheDocument();
    // The page draws again when the news arrive: the open viewer must not start over.
    await act(async () => showNews([]));
    await waitFor(() => expect(document.querySelector('.home__news-room')).toBeNull());
    expect(mocks.viewerBooks).toHaveLength(1);
    expect(mocks.fetchBookByName).not.toHaveBeenCalled();
  });

  it('says when the linked book does not exist', async () => {
    renderAt('/?libro=Nada&pagina=2');
    expect(await screen.findByText('No encontramos el libro «Nada».')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty and error states', async () => {
    mocks.homeBanner.mockResolvedValue({ text: '', slides: [] });
    mocks.homeShelves.mockRejectedValue(new Error('Network'));
    mocks.homeNews.mockRejectedValue(new Error('Network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    // The three parts settle each on its own: each message is waited for.
    expect(await screen.findByText('Hubo un error al cargar los libros.')).toBeInTheDocument();
    expect(await screen.findByText('No hay imágenes en el banner.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar las novedades.')).toBeInTheDocument();
    // Each message takes the room of what it replaces, so that nothing below moves when it appears.
    expect(screen.getByText('No hay imágenes en el banner.').closest('.banner')).not.toBeNull();
    expect(screen.getByText('No se pudieron cargar las novedades.').closest('.home__news-room')).not.toBeNull();
    expect(screen.getByText('Hubo un error al cargar los libros.').closest('.home__library--loading')).not.toBeNull();
  });

  it('says so in the banner box when the banner fails', async () => {
    mocks.homeBanner.mockRejectedValue(new Error('Network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    const alert = await screen.findByText('No se pudieron cargar las imágenes del banner.');
    expect(alert.closest('.banner')).not.toBeNull();
  });
});
