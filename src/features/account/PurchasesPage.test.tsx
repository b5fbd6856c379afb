import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/i18n';
import PurchasesPage from './PurchasesPage';

const compraList = vi.fn();
const videoList = vi.fn();
const getMediaUrl = vi.fn();
const requestList = vi.fn();
const videoGet = vi.fn();
const imageGet = vi.fn();
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({
    models: {
      Compra: { list: (o: unknown) => compraList(o) },
      ConferenciaCompra: { list: (o: unknown) => videoList(o) },
      AccessRequest: { listAccessRequestByUser: (a: unknown, o: unknown) => requestList(a, o) },
      Conferencia: { get: (a: { id: string }) => videoGet(a) },
      Imagen: { get: (a: { id: string }) => imageGet(a) },
    },
    queries: { getMediaUrl: (a: unknown, o: unknown) => getMediaUrl(a, o) },
  }),
}));
vi.mock('../../lib/session', () => ({ useSession: () => ({ role: 'USERS', loading: false, user: { sub: 'sub-ana', groups: [] } }) }));
vi.mock('../../components/StorageImage', () => ({ default: ({ alt }: { alt: string }) => <span role="img" aria-label={alt || 'miniatura'} /> }));

describe('PurchasesPage', () => {
  beforeEach(() => {
    [compraList, videoList, getMediaUrl, requestList, videoGet, imageGet].forEach((fn) => fn.mockReset());
    requestList.mockResolvedValue({ data: [], nextToken: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says so when the user holds nothing', async () => {
    compraList.mockResolvedValue({ data: [] });
    videoList.mockResolvedValue({ data: [] });
    renderWithProviders(<PurchasesPage />);
    expect(await screen.findByText('Todavía no tienes compras ni donativos registrados.')).toBeInTheDocument();
    expect(compraList).toHaveBeenCalledWith(expect.objectContaining({ authMode: 'userPool' }));
    expect(videoList).toHaveBeenCalledWith(expect.objectContaining({ authMode: 'userPool' }));
  });

  it('lists images and videos, newest first, and opens a private image through a signed URL', async () => {
    compraList.mockResolvedValue({
      data: [{ id: 'c1', imagenId: 'img1', createdAt: '2025-01-02T00:00:00Z', imagen: { id: 'img1', filePath: 'galeria/private/oracion-de-la-manana.png', etiquetas: 'oracion' } }],
    });
    videoList.mockResolvedValue({
      data: [
        {
          id: 'v1',
          conferenciaId: 'conf1',
          createdAt: '2025-03-01T00:00:00Z',
          conferencia: { id: 'conf1', title: 'La fe en familia', description: 'Conferencia', tags: 'familia', thumbnailPath: 'conferencias/miniaturas/f.jpg' },
        },
      ],
    });
    getMediaUrl.mockResolvedValue({ data: { url: 'http://localhost:20005/signed.png', expiresAt: '2025-01-01T00:15:00Z' } });
    renderWithProviders(<PurchasesPage />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('strong')?.textContent)).toEqual([
      'La fe en familia',
      'oracion de la manana',
    ]);
    await act(async () => {
      fireEvent.click(within(cards[1]).getByRole('button', { name: 'Ver imagen' }));
    });
    expect(getMediaUrl).toHaveBeenCalledWith({ kind: 'IMAGEN', id: 'img1' }, { authMode: 'userPool' });
    const dialog = screen.getByRole('dialog', { name: 'oracion de la manana' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'http://localhost:20005/signed.png');
  });

  it('follows nextToken, so a purchase beyond the first scanned page is listed', async () => {
    compraList
      .mockResolvedValueOnce({ data: [], nextToken: 'page-2' })
      .mockResolvedValueOnce({ data: [{ id: 'c9', imagenId: 'img9', imagen: { id: 'img9', filePath: 'galeria/private/via-crucis.png', etiquetas: '' } }] });
    videoList.mockResolvedValue({ data: [] });
    renderWithProviders(<PurchasesPage />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('strong')?.textContent)).toEqual(['via crucis']);
    expect(compraList).toHaveBeenLastCalledWith(expect.objectContaining({ authMode: 'userPool', nextToken: 'page-2' }));
  });

  it('shows an error in the viewer when the server refuses the URL', async () => {
    compraList.mockResolvedValue({ data: [{ id: 'c1', imagenId: 'img1', imagen: { id: 'img1', filePath: 'galeria/private/a.png', etiquetas: '' } }] });
    videoList.mockResolvedValue({ data: [] });
    getMediaUrl.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderWithProviders(<PurchasesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver imagen' }));
    expect(await screen.findByText('No se pudo abrir el contenido. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('lists the access requests with their status, the rejection reason and a way to ask again', async () => {
    compraList.mockResolvedValue({ data: [] });
    videoList.mockResolvedValue({ data: [] });
    requestList.mockResolvedValue({
      data: [
        { id: 'r1', kind: 'CONFERENCIA', itemId: 'v1', status: 'PENDIENTE', requestedAt: '2025-05-03T10:00:00Z', message: 'Transferí ayer', reference: 'REF-9', reason: null, decidedAt: null },
        { id: 'r2', kind: 'IMAGEN', itemId: 'i1', status: 'RECHAZADA', requestedAt: '2025-04-01T10:00:00Z', reason: 'No encontramos el depósito', decidedAt: '2025-04-02T10:00:00Z' },
        { id: 'r3', kind: 'IMAGEN', itemId: 'gone', status: 'APROBADA', requestedAt: '2025-03-01T10:00:00Z', reason: null, decidedAt: '2025-03-02T10:00:00Z' },
      ],
      nextToken: null,
    });
    videoGet.mockResolvedValue({ data: { id: 'v1', title: 'Curso bíblico', cost: 99.5, thumbnailPath: 'conferencias/miniaturas/c.jpg' } });
    imageGet.mockImplementation(async ({ id }) => ({ data: id === 'i1' ? { id, filePath: 'galeria/private/via-crucis.png', costo: 15 } : null }));
    renderWithProviders(<PurchasesPage />);
    const section = await screen.findByRole('region', { name: 'Solicitudes de acceso' });
    expect(requestList).toHaveBeenCalledWith({ userId: 'sub-ana' }, expect.objectContaining({ authMode: 'userPool', sortDirection: 'DESC' }));
    const [pending, rejected, gone] = within(section).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Curso bíblico');
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent('Solicitada el 3 de mayo de 2025 · Costo: $99.50');
    expect(pending).toHaveTextContent('Tu mensaje: Transferí ayer');
    expect(pending).toHaveTextContent('Referencia: REF-9');
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(rejected).toHaveTextContent('via crucis');
    expect(rejected).toHaveTextContent('Rechazada');
    expect(rejected).toHaveTextContent('Motivo: No encontramos el depósito');
    expect(within(rejected).getByRole('link', { name: 'Solicitar de nuevo' })).toHaveAttribute('href', '/galeria?imagen=i1');
    expect(gone).toHaveTextContent('Contenido que ya no existe');
    expect(gone).toHaveTextContent('Aprobada');
    expect(screen.getByRole('heading', { name: 'Mis compras y donativos' })).toBeInTheDocument();
  });
});
