import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/i18n';
import PurchasesPage from './PurchasesPage';

const compraList = vi.fn();
const videoList = vi.fn();
const getMediaUrl = vi.fn();
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({
    models: { Compra: { list: (o: unknown) => compraList(o) }, ConferenciaCompra: { list: (o: unknown) => videoList(o) } },
    queries: { getMediaUrl: (a: unknown, o: unknown) => getMediaUrl(a, o) },
  }),
}));
vi.mock('../../components/StorageImage', () => ({ default: ({ alt }: { alt: string }) => <span role="img" aria-label={alt || 'miniatura'} /> }));

describe('PurchasesPage', () => {
  beforeEach(() => {
    [compraList, videoList, getMediaUrl].forEach((fn) => fn.mockReset());
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
});
