import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import HomePage from './HomePage';

const mocks = vi.hoisted(() => ({ fetchBannerSlides: vi.fn(), fetchBooks: vi.fn() }));
vi.mock('./homeApi', () => mocks);
vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));
// The viewer itself is tested in books/; here only what the page hands it.
vi.mock('../../components/book-viewer/LazyBookViewerModal', () => ({
  preloadBookViewer: () => undefined,
  default: (props: { book: { name: string; pagesPrefix: string }; initialPage: number; onClose: () => void }) => (
    <div role="dialog" aria-label={`viewer ${props.book.name}`} data-page={props.initialPage} data-prefix={props.book.pagesPrefix}>
      <button type="button" onClick={props.onClose}>
        cerrar visor
      </button>
    </div>
  ),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.fetchBannerSlides.mockResolvedValue(['Banner/a.jpg']);
  mocks.fetchBooks.mockResolvedValue([
    { id: 'b1', name: 'Primaria - Los Sacramentos', image: 'libros/portadas/x/p.jpg', pagesFolder: 'Primaria - Los Sacramentos', createdAt: '' },
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
  it('opens a book from its card and puts it in the address', async () => {
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir el libro Primaria - Los Sacramentos' }));
    const viewer = screen.getByRole('dialog', { name: 'viewer Primaria - Los Sacramentos' });
    expect(viewer).toHaveAttribute('data-prefix', 'libros/Primaria - Los Sacramentos/');
    expect(screen.getByTestId('location').textContent).toBe('/?libro=Primaria+-+Los+Sacramentos&pagina=1');
    fireEvent.click(screen.getByRole('button', { name: 'cerrar visor' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the deep-linked book at its page (case-insensitive name)', async () => {
    renderAt('/?libro=primaria%20-%20los%20sacramentos&pagina=3');
    expect(await screen.findByRole('dialog', { name: 'viewer Primaria - Los Sacramentos' })).toHaveAttribute('data-page', '2');
  });

  it('says when the linked book does not exist', async () => {
    renderAt('/?libro=Nada&pagina=2');
    expect(await screen.findByText('No encontramos el libro «Nada».')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty and error states', async () => {
    mocks.fetchBannerSlides.mockResolvedValue([]);
    mocks.fetchBooks.mockRejectedValue(new Error('Network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    expect(await screen.findByText('Hubo un error al cargar los libros.')).toBeInTheDocument();
    expect(screen.getByText('No hay imágenes en el banner.')).toBeInTheDocument();
  });
});
