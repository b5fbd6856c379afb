import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import DevocionarioPage from './DevocionarioPage';
import { isFirstScreenDrawn, resetFirstScreenForTests } from '../../lib/first-screen';

const mocks = vi.hoisted(() => ({ list: vi.fn(), storageList: vi.fn() }));
vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: mocks.storageList,
}));
vi.mock('../../lib/data-client', () => ({ getDataClient: () => ({ models: { Devocionario: { list: mocks.list } } }) }));
vi.mock('../../components/book-viewer/LazyBookViewerModal', () => ({
  preloadBookViewer: () => undefined,
  default: (props: { book: { name: string; kind: string; pagesPrefix: string }; initialPage: number; onClose: () => void }) => (
    <div role="dialog" aria-label={`viewer ${props.book.name}`} data-kind={props.book.kind} data-page={props.initialPage} data-prefix={props.book.pagesPrefix}>
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
  mocks.list.mockResolvedValue({
    data: [
      { id: 'd1', name: 'Rosario', pagesFolder: 'rosario', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'd2', name: 'Adviento', pagesFolder: 'devocionario/adviento/', createdAt: '2025-01-01T00:00:00Z' },
    ],
    nextToken: null,
  });
  mocks.storageList.mockImplementation(async ({ path }: { path: string }) =>
    path === 'devocionario/rosario/' ? { items: [{ path: 'devocionario/rosario/02.png' }, { path: 'devocionario/rosario/01.png' }] } : { items: [] },
  );
});

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(url = '/devocionario') {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <DevocionarioPage />
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('DevocionarioPage', () => {
  it('shows "Cargando...", then cards with the first page or "Sin imagenes", and opens the viewer', async () => {
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    const rosario = await screen.findByRole('button', { name: 'Abrir el devocionario Rosario' });
    expect(await within(rosario).findByAltText('Primera página de Rosario')).toHaveAttribute('src', 'https://media.test/devocionario/rosario/01.png');
    const adviento = screen.getByRole('button', { name: 'Abrir el devocionario Adviento' });
    expect(await within(adviento).findByText('Sin imagenes')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sin imagenesAdviento', 'Rosario']);

    fireEvent.click(rosario);
    const viewer = screen.getByRole('dialog', { name: 'viewer Rosario' });
    expect(viewer).toHaveAttribute('data-prefix', 'devocionario/rosario/');
    expect(viewer).toHaveAttribute('data-kind', 'devocionario');
    expect(screen.getByTestId('location')).toHaveTextContent('/devocionario?devocionario=Rosario');
    fireEvent.click(screen.getByRole('button', { name: 'cerrar visor' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/devocionario$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the deep-linked booklet at its page', async () => {
    renderAt('/devocionario?devocionario=rosario&pagina=2');
    expect(await screen.findByRole('dialog', { name: 'viewer Rosario' })).toHaveAttribute('data-page', '2');
  });

  it('says when the linked booklet does not exist', async () => {
    renderAt('/devocionario?devocionario=Nada');
    expect(await screen.findByText('No encontramos el devocionario «Nada».')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are no booklets, and counts its first screen as drawn with it', async () => {
    resetFirstScreenForTests();
    mocks.list.mockResolvedValue({ data: [], nextToken: null });
    renderAt();
    expect(await screen.findByText('No hay devocionarios disponibles.')).toBeInTheDocument();
    expect(isFirstScreenDrawn()).toBe(true);
  });
});
