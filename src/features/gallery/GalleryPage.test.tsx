import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { seriousViolations } from '../../testing/axe';
import GalleryPage from './GalleryPage';

const mocks = vi.hoisted(() => ({
  role: 'GUEST' as 'GUEST' | 'USERS' | 'ADMINS',
  list: vi.fn(),
  getMediaUrl: vi.fn(),
}));

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: () => ({ role: mocks.role, loading: false }) }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Imagen: { list: mocks.list } }, queries: { getMediaUrl: mocks.getMediaUrl } }),
}));

const images = [
  { id: 'i1', filePath: 'galeria/public/arca.png', etiquetas: 'Actividad, Niños', isPublica: true, costo: 0, createdAt: '2025-03-01T00:00:00Z' },
  { id: 'i2', filePath: 'galeria/private/teoria.png', etiquetas: 'Teoria', isPublica: false, costo: 25, createdAt: '2025-02-01T00:00:00Z' },
];

// A private card's button is named by the texts it shows, then by what it opens.
const PRIVATE_CARD = 'Imagen con donativo, Donativo: $25.00. Ver imagen: Teoria';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.role = 'GUEST';
  mocks.list.mockResolvedValue({ data: images, nextToken: null });
  mocks.getMediaUrl.mockReset();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <GalleryPage />
    </I18nextProvider>,
  );

describe('GalleryPage', () => {
  it('shows the title, tag chips and filters by tag', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actividades sugeridas y Teoria');
    await screen.findByRole('button', { name: 'Ver imagen: Actividad, Niños' });
    expect(await screen.findByAltText('Imagen de la galería: Actividad, Niños')).toHaveAttribute('src', 'https://media.test/galeria/public/arca.png');
    expect(screen.getAllByRole('list', { name: 'Etiquetas' })[0]).toHaveTextContent('ActividadNiños');
    const filter = screen.getByRole('group', { name: 'Filtrar por etiqueta' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Teoria' }));
    expect(screen.queryByRole('button', { name: 'Ver imagen: Actividad, Niños' })).toBeNull();
    expect(screen.getByRole('button', { name: PRIVATE_CARD })).toHaveTextContent('Donativo: $25.00');
  });

  it('refuses a private image to a guest with the Spanish alert', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: PRIVATE_CARD }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Esta imagen requiere un donativo para verla.'));
    expect(mocks.getMediaUrl).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the inline red error when a signed-in user cannot get the image', async () => {
    mocks.role = 'USERS';
    mocks.getMediaUrl.mockRejectedValueOnce(new Error('Network error'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: PRIVATE_CARD }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrio un error al intentar acceder a la imagen.');
    expect(mocks.getMediaUrl).toHaveBeenCalledWith({ kind: 'IMAGEN', id: 'i2' }, { authMode: 'userPool' });
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('opens a bought private image from the signed URL', async () => {
    mocks.role = 'USERS';
    mocks.getMediaUrl.mockResolvedValueOnce({ data: { url: 'https://signed.test/teoria.png', expiresAt: '2030-01-01T00:00:00Z' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: PRIVATE_CARD }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://signed.test/teoria.png');
  });

  it('shows the viewer close button on mouse move and hides it after 3000 ms or on leave; Escape closes', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver imagen: Actividad, Niños' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Cerrar imagen' });
    await waitFor(() => expect(close).toHaveFocus());
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Imagen de la galería: Actividad, Niños');
    expect(close).toHaveAttribute('data-visible', 'false');

    vi.useFakeTimers();
    fireEvent.mouseMove(dialog);
    expect(close).toHaveAttribute('data-visible', 'true');
    act(() => vi.advanceTimersByTime(2999));
    expect(close).toHaveAttribute('data-visible', 'true');
    fireEvent.mouseMove(dialog); // movement restarts the 3000 ms
    act(() => vi.advanceTimersByTime(2999));
    expect(close).toHaveAttribute('data-visible', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(close).toHaveAttribute('data-visible', 'false');

    fireEvent.mouseMove(dialog);
    fireEvent.mouseLeave(dialog);
    expect(close).toHaveAttribute('data-visible', 'false');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no serious axe-core violation in the grid or the open image', async () => {
    renderPage();
    await screen.findByAltText('Imagen de la galería: Actividad, Niños');
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver imagen: Actividad, Niños' }));
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  }, 30_000);
});
