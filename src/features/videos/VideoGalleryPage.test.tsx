import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { seriousViolations } from '../../testing/axe';
import VideoGalleryPage from './VideoGalleryPage';

const mocks = vi.hoisted(() => ({
  role: 'GUEST' as 'GUEST' | 'USERS' | 'ADMINS',
  list: vi.fn(),
  getMediaUrl: vi.fn(),
  registerVideoView: vi.fn(),
}));

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: () => ({ role: mocks.role, loading: false }) }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({
    models: { Conferencia: { list: mocks.list } },
    queries: { getMediaUrl: mocks.getMediaUrl },
    mutations: { registerVideoView: mocks.registerVideoView },
  }),
}));

const hour = 3_600_000;
const videos = [
  {
    id: 'v1', title: 'Bienvenida', description: 'Un saludo', tags: 'Fe, Niños', isFree: true, cost: 0,
    videoPath: 'conferencias/publico/bienvenida.mp4', thumbnailPath: 'conferencias/miniaturas/b.jpg',
    views: 4, likes: 1, publishedAt: new Date(Date.now() - 2 * hour).toISOString(), createdAt: '2025-01-01T00:00:00Z',
  },
  {
    id: 'v2', title: 'Curso completo', description: 'Para catequistas', tags: 'Catequesis', isFree: false, cost: 9.5,
    videoPath: 'conferencias/privado/curso.mp4', thumbnailPath: 'conferencias/miniaturas/c.jpg',
    views: 0, likes: 0, publishedAt: new Date(Date.now() - 10_000).toISOString(), createdAt: '2025-01-01T00:00:00Z',
  },
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.role = 'GUEST';
  mocks.list.mockResolvedValue({ data: videos, nextToken: null });
  mocks.getMediaUrl.mockReset();
  mocks.registerVideoView.mockReset().mockResolvedValue({ data: 5 });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <VideoGalleryPage />
    </I18nextProvider>,
  );

describe('VideoGalleryPage', () => {
  it('shows a spinner, then cards with likes, views and relative time', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando videos...');
    const card = (await screen.findByRole('heading', { name: 'Bienvenida' })).closest('article')!;
    expect(card).toHaveTextContent('1 me gusta');
    expect(card).toHaveTextContent('4 vistas');
    expect(card).toHaveTextContent('Hace 2 horas');
    expect(screen.getByRole('heading', { name: 'Curso completo' }).closest('article')).toHaveTextContent('Justo ahora');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Galeria de Videos');
  });

  it('filters by tag with "Todos" plus every distinct tag', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Bienvenida' });
    const filter = screen.getByRole('group', { name: 'Filtrar por etiqueta' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['Todos', 'Catequesis', 'Fe', 'Niños']);
    fireEvent.click(within(filter).getByRole('button', { name: 'Catequesis' }));
    expect(screen.queryByRole('heading', { name: 'Bienvenida' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Curso completo' })).toBeInTheDocument();
    fireEvent.click(within(filter).getByRole('button', { name: 'Todos' }));
    expect(screen.getByRole('heading', { name: 'Bienvenida' })).toBeInTheDocument();
  });

  it('plays a free video from its storage URL, counts the view and switches the title', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bienvenida' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reproduccion de Video' })).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://media.test/conferencias/publico/bienvenida.mp4');
    expect(mocks.registerVideoView).toHaveBeenCalledWith({ conferenciaId: 'v1' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bienvenida' })).toHaveTextContent('5 vistas'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar video' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Galeria de Videos');
  });

  it('refuses a paid video to a guest with the Spanish alert and no server call', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Curso completo' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Este video es privado. Debes realizar el pago para acceder.'));
    expect(mocks.getMediaUrl).not.toHaveBeenCalled();
    expect(mocks.registerVideoView).not.toHaveBeenCalled();
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks the server for a signed-in user and shows its refusal or its URL', async () => {
    mocks.role = 'USERS';
    mocks.getMediaUrl.mockResolvedValueOnce({ data: null, errors: [{ message: 'No purchase for this video', errorType: 'Unauthorized' }] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Curso completo' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Este video es privado. Debes realizar el pago para acceder.'));
    expect(mocks.getMediaUrl).toHaveBeenCalledWith({ kind: 'CONFERENCIA', id: 'v2' }, { authMode: 'userPool' });

    mocks.getMediaUrl.mockResolvedValueOnce({ data: null, errors: [{ message: 'KMS failure', errorType: 'Lambda:Unhandled' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Curso completo' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('No se pudo generar acceso al video.'));

    mocks.getMediaUrl.mockResolvedValueOnce({ data: { url: 'https://signed.test/curso.mp4', expiresAt: '2030-01-01T00:00:00Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Curso completo' }));
    await waitFor(() => expect(document.querySelector('video')).toHaveAttribute('src', 'https://signed.test/curso.mp4'));
  });

  it('keeps likes and trimmed comments locally, ignoring blank ones', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bienvenida' }));
    const player = await screen.findByRole('region', { name: 'Bienvenida' });
    fireEvent.click(within(player).getByRole('button', { name: /Me gusta/ }));
    expect(within(player).getByRole('button', { name: /Te gusta/ })).toHaveAttribute('aria-pressed', 'true');
    expect(player).toHaveTextContent('2 me gusta');
    const box = within(player).getByLabelText('Escribe un comentario');
    fireEvent.change(box, { target: { value: '    ' } });
    fireEvent.click(within(player).getByRole('button', { name: 'Comentar' }));
    expect(within(player).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '  Gracias por el video  ' } });
    fireEvent.click(within(player).getByRole('button', { name: 'Comentar' }));
    const items = within(player).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Usuario anónimo');
    expect(items[0].querySelector('p')!.textContent).toBe('Gracias por el video');
    expect(box).toHaveValue('');
  });

  it('shows the empty text when there are no videos', async () => {
    mocks.list.mockResolvedValue({ data: [], nextToken: null });
    renderPage();
    expect(await screen.findByText('No hay videos disponibles.')).toBeInTheDocument();
  });

  it('Escape closes the player (leaving the maximised view first) and focus returns to the heading', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bienvenida' }));
    const player = await screen.findByRole('region', { name: 'Bienvenida' });
    fireEvent.click(within(player).getByRole('button', { name: 'Maximizar' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(within(player).getByRole('button', { name: 'Maximizar' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Bienvenida' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Bienvenida' })).toBeNull();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Galeria de Videos');
    expect(heading).toHaveFocus();
  });

  it('has no serious axe-core violation in the list or the player', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Bienvenida' });
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ver Bienvenida' }));
    await screen.findByRole('region', { name: 'Bienvenida' });
    expect(await seriousViolations()).toEqual([]);
  }, 30_000);
});
