import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import DevocionarioPage from './DevocionarioPage';

const mocks = vi.hoisted(() => ({ list: vi.fn(), storageList: vi.fn() }));
vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: mocks.storageList,
}));
vi.mock('../../lib/data-client', () => ({ getDataClient: () => ({ models: { Devocionario: { list: mocks.list } } }) }));
vi.mock('../../components/book-viewer/LazyBookViewerModal', () => ({
  preloadBookViewer: () => undefined,
  default: (props: { book: { name: string; pagesPrefix: string } }) => (
    <div role="dialog" aria-label={`viewer ${props.book.name}`} data-prefix={props.book.pagesPrefix} />
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

describe('DevocionarioPage', () => {
  it('shows "Cargando...", then cards with the first page or "Sin imagenes", and opens the viewer', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DevocionarioPage />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    const rosario = await screen.findByRole('button', { name: 'Abrir el devocionario Rosario' });
    expect(await within(rosario).findByAltText('Primera página de Rosario')).toHaveAttribute('src', 'https://media.test/devocionario/rosario/01.png');
    const adviento = screen.getByRole('button', { name: 'Abrir el devocionario Adviento' });
    expect(await within(adviento).findByText('Sin imagenes')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sin imagenesAdviento', 'Rosario']);

    fireEvent.click(rosario);
    expect(screen.getByRole('dialog', { name: 'viewer Rosario' })).toHaveAttribute('data-prefix', 'devocionario/rosario/');
  });

  it('says when there are no booklets', async () => {
    mocks.list.mockResolvedValue({ data: [], nextToken: null });
    render(
      <I18nextProvider i18n={i18n}>
        <DevocionarioPage />
      </I18nextProvider>,
    );
    expect(await screen.findByText('No hay devocionarios disponibles.')).toBeInTheDocument();
  });
});
