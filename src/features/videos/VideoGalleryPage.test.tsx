import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { pageOf, type PageOptions } from '../../testing/pages';
import { stubOneColumnWindow } from '../../testing/window-width';
import { seriousViolations } from '../../testing/axe';
import { isFirstScreenDrawn, resetFirstScreenForTests } from '../../lib/first-screen';
import VideoGalleryPage from './VideoGalleryPage';
import { videoTagEntries, videoTagRecords, videoOrder } from '../../../amplify/data/catalogue-index';

const mocks = vi.hoisted(() => ({
  role: 'GUEST' as 'GUEST' | 'USERS' | 'ADMINS',
  /** The stored videos; the fake index queries below answer from them as the server does. */
  videos: [] as Array<{ id: string; tags: string; publishedAt?: string | null; createdAt: string } & Record<string, unknown>>,
  pageRequests: [] as Array<{ tag: string | null; nextToken?: string }>,
  getMediaUrl: vi.fn(),
  registerVideoView: vi.fn(),
  ownedVideos: vi.fn(),
}));

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));
vi.mock('../../lib/session', () => ({
  useSession: () => ({ role: mocks.role, loading: false, user: mocks.role === 'GUEST' ? undefined : { sub: 'sub-ana', groups: [] } }),
}));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({
    models: {
      Conferencia: {
        listConferenciaByCatalogo: async (_key: unknown, options: PageOptions) => {
          mocks.pageRequests.push({ tag: null, nextToken: options.nextToken });
          return pageOf(newestFirst(mocks.videos), options);
        },
        get: async ({ id }: { id: string }) => ({ data: mocks.videos.find((video) => video.id === id) ?? null }),
      },
      ConferenciaEtiqueta: {
        listConferenciaEtiquetaByEtiqueta: async ({ etiqueta }: { etiqueta: string }, options: PageOptions) => {
          mocks.pageRequests.push({ tag: etiqueta, nextToken: options.nextToken });
          const entries = newestFirst(mocks.videos)
            .flatMap(videoTagEntries)
            .filter((entry) => entry.etiqueta === etiqueta);
          return pageOf(entries, options);
        },
      },
      Etiqueta: { list: async () => ({ data: videoTagRecords(mocks.videos), nextToken: null }) },
      Compra: { listCompraByUser: async () => ({ data: [], nextToken: null }) },
      ConferenciaCompra: { listConferenciaCompraByUser: mocks.ownedVideos },
      AccessRequest: {
        get: async () => ({
          data: {
            id: 'sub-ana_CONFERENCIA_v2',
            status: 'RECHAZADA',
            reason: 'No encontramos el depósito',
            requestedAt: '2025-04-01T00:00:00Z',
            decidedAt: '2025-04-03T12:00:00Z',
          },
        }),
      },
    },
    queries: { getMediaUrl: mocks.getMediaUrl },
    mutations: { registerVideoView: mocks.registerVideoView },
    // The videos of a tag's page, read by id in one aliased query.
    graphql: async ({ variables }: { variables: Record<string, string> }) => ({
      data: Object.fromEntries(
        Object.entries(variables).map(([alias, id]) => [alias, mocks.videos.find((video) => video.id === id) ?? null]),
      ),
    }),
  }),
}));

function newestFirst<T extends { id: string; tags: string; publishedAt?: string | null; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => videoOrder(b).localeCompare(videoOrder(a)));
}

const hour = 3_600_000;
const videos = [
  {
    id: 'v1',
    title: 'Bienvenida',
    description: 'Un saludo',
    tags: 'Fe, Niños',
    isFree: true,
    cost: 0,
    videoPath: 'conferencias/publico/bienvenida.mp4',
    thumbnailPath: 'conferencias/miniaturas/b.jpg',
    views: 4,
    likes: 1,
    publishedAt: new Date(Date.now() - 2 * hour).toISOString(),
    createdAt: '2025-01-01T00:00:00Z',
    durationSeconds: 754,
  },
  {
    id: 'v2',
    title: 'Curso completo',
    description: 'Para catequistas',
    tags: 'Catequesis',
    isFree: false,
    cost: 9.5,
    videoPath: 'conferencias/privado/curso.mp4',
    thumbnailPath: 'conferencias/miniaturas/c.jpg',
    views: 0,
    likes: 0,
    publishedAt: new Date(Date.now() - 10_000).toISOString(),
    createdAt: '2025-01-01T00:00:00Z',
  },
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.role = 'GUEST';
  mocks.videos = videos;
  mocks.pageRequests = [];
  mocks.getMediaUrl.mockReset();
  mocks.registerVideoView.mockReset().mockResolvedValue({ data: 5 });
  mocks.ownedVideos.mockReset().mockResolvedValue({ data: [], nextToken: null });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The address, and the browser's Back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">{location.pathname + location.search}</div>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás del navegador
      </button>
    </>
  );
}
const location = () => screen.getByTestId('location').textContent;

const renderPage = (url = '/conferencias') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
        <VideoGalleryPage />
        <Browser />
      </MemoryRouter>
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
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Catequesis', 'Fe', 'Niños']);
    fireEvent.click(within(filter).getByRole('button', { name: 'Catequesis' }));
    expect(await screen.findByRole('heading', { name: 'Curso completo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bienvenida' })).toBeNull();
    // The tag's own entries were read, not the whole list again.
    expect(mocks.pageRequests).toEqual([
      { tag: null, nextToken: undefined },
      { tag: 'catequesis', nextToken: undefined },
    ]);
    fireEvent.click(within(filter).getByRole('button', { name: 'Todos' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenida' })).toBeInTheDocument();
  });

  it('plays a free video from its storage URL, counts the view and switches the title', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bienvenida' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reproduccion de Video' })).toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://media.test/conferencias/publico/bienvenida.mp4');
    expect(mocks.registerVideoView).toHaveBeenCalledWith({ conferenciaId: 'v1' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bienvenida' })).toHaveTextContent('5 vistas'));
    // The tab (and a bookmark, and a shared link) names the open video.
    expect(document.title).toBe('Bienvenida · Educando en la Fe');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar video' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Galeria de Videos');
    expect(document.title).toBe('Educando en la Fe');
  });

  it('shows a guest the access panel with the thumbnail, description, price and a sign-in link, with no server call', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Curso completo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Curso completo' }).closest('article')).toHaveTextContent('Costo: $9.50');
    fireEvent.click(screen.getByRole('button', { name: 'Ver Curso completo' }));
    const panel = await screen.findByRole('dialog', { name: 'Curso completo' });
    expect(panel).toHaveTextContent('Este video es privado. Debes realizar el pago para acceder.');
    expect(panel).toHaveTextContent('Para catequistas');
    expect(panel).toHaveTextContent('Costo: $9.50');
    expect(await within(panel).findByRole('img', { name: 'Miniatura de Curso completo' })).toHaveAttribute(
      'src',
      'https://media.test/conferencias/miniaturas/c.jpg',
    );
    expect(within(panel).getByRole('link', { name: 'Iniciar sesión para solicitar acceso' })).toHaveAttribute(
      'href',
      '/IniciarSesion?volver=%2Fconferencias%3Fvideo%3Dv2',
    );
    expect(mocks.getMediaUrl).not.toHaveBeenCalled();
    expect(mocks.registerVideoView).not.toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks the server for a signed-in user: its refusal opens the panel (with an earlier rejection and its reason), a signing failure alerts, a URL plays', async () => {
    mocks.role = 'USERS';
    mocks.getMediaUrl.mockResolvedValueOnce({
      data: null,
      errors: [{ message: 'PURCHASE_REQUIRED: this video needs a purchase or donation', errorType: 'Lambda:Unhandled' }],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Curso completo' }));
    const panel = await screen.findByRole('dialog', { name: 'Curso completo' });
    expect(mocks.getMediaUrl).toHaveBeenCalledWith({ kind: 'CONFERENCIA', id: 'v2' }, { authMode: 'userPool' });
    expect(await within(panel).findByText(/fue rechazada/)).toHaveTextContent(
      'Tu solicitud del 3 de abril de 2025 fue rechazada. Motivo: No encontramos el depósito',
    );
    expect(within(panel).getByRole('button', { name: 'Solicitar de nuevo' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));

    mocks.getMediaUrl.mockResolvedValueOnce({ data: null, errors: [{ message: 'KMS failure', errorType: 'Lambda:Unhandled' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Curso completo' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('No se pudo generar acceso al video.'));

    mocks.getMediaUrl.mockResolvedValueOnce({ data: { url: 'https://signed.test/curso.mp4', expiresAt: '2030-01-01T00:00:00Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ver Curso completo' }));
    await waitFor(() => expect(document.querySelector('video')).toHaveAttribute('src', 'https://signed.test/curso.mp4'));
  });

  it("shows a paid video the user holds as 'Desbloqueado' without its price", async () => {
    mocks.role = 'USERS';
    mocks.ownedVideos.mockResolvedValue({ data: [{ id: 'cc1', conferenciaId: 'v2' }], nextToken: null });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Curso completo' })).closest('article')!;
    await waitFor(() => expect(card).toHaveTextContent('Desbloqueado'));
    expect(card).not.toHaveTextContent('Costo');
    expect(card).not.toHaveTextContent('Privado');
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

  it('shows the empty text when there are no videos, and counts its first screen as drawn with it', async () => {
    resetFirstScreenForTests();
    mocks.videos = [];
    renderPage();
    expect(await screen.findByText('No hay videos disponibles.')).toBeInTheDocument();
    expect(isFirstScreenDrawn()).toBe(true);
  });

  it('waits for the first thumbnail before counting its first screen as drawn', async () => {
    resetFirstScreenForTests();
    renderPage();
    await screen.findAllByRole('article');
    expect(isFirstScreenDrawn()).toBe(false);
  });

  it('puts the open video in the address: Back closes it, the link reopens it, Escape closes it', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Bienvenida' }));
    expect(await screen.findByRole('region', { name: 'Bienvenida' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/conferencias?video=v1'));
    fireEvent.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
    expect(location()).toBe('/conferencias');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Galeria de Videos');

    // Escape closes it too, back to the entry before.
    fireEvent.click(screen.getByRole('button', { name: 'Ver Bienvenida' }));
    expect(await screen.findByRole('region', { name: 'Bienvenida' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/conferencias?video=v1'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/conferencias'));
    expect(document.querySelector('video')).toBeNull();
  });

  it('opens a linked video (as after a reload), minimises before closing on Escape, and shares its link', { timeout: 20_000 }, async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderPage('/conferencias?video=v1');
    const player = await screen.findByRole('region', { name: 'Bienvenida' });
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://media.test/conferencias/publico/bienvenida.mp4');
    fireEvent.click(within(player).getByRole('button', { name: 'Maximizar' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(within(player).getByRole('button', { name: 'Maximizar' })).toBeInTheDocument();
    expect(location()).toBe('/conferencias?video=v1');
    fireEvent.click(within(player).getByRole('button', { name: 'Compartir' }));
    expect(within(player).getByRole('textbox', { name: 'Enlace' })).toHaveValue(`${window.location.origin}/conferencias?video=v1`);
    expect(await seriousViolations(player)).toEqual([]);
    // Opened from a link, closing leaves the address without the video (no history entry to go back to).
    fireEvent.click(within(player).getByRole('button', { name: 'Cerrar video' }));
    await waitFor(() => expect(location()).toBe('/conferencias'));
    vi.unstubAllGlobals();
  });

  it('sends a linked paid video through the access rules', async () => {
    renderPage('/conferencias?video=v2');
    const panel = await screen.findByRole('dialog', { name: 'Curso completo' });
    expect(panel).toHaveTextContent('Este video es privado. Debes realizar el pago para acceder.');
    await waitFor(() => expect(location()).toBe('/conferencias'));
    expect(document.querySelector('video')).toBeNull();
  });

  it('says when the linked video does not exist', async () => {
    renderPage('/conferencias?video=nada');
    expect(await screen.findByText('No encontramos el video del enlace.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/conferencias'));
  });

  it('shows the length on the cards whose length is known', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Bienvenida' })).closest('article')!;
    const length = card.querySelector('time[datetime="PT0H12M34S"]');
    expect(length).toHaveTextContent('12:34');
    expect(length?.parentElement).toHaveTextContent('Duración: 12:34');
    expect(screen.getByRole('heading', { name: 'Curso completo' }).closest('article')!.querySelector('.video-card__duration')).toBeNull();
  });

  it('loads the first thumbnail at once and first, the others lazily, each from its renditions', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Bienvenida' });
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Miniatura de / }).map((el) => el.tagName)).not.toContain('SPAN'));
    const images = screen.getAllByRole('img', { name: /^Miniatura de / }) as HTMLImageElement[];
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1)) expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of images) expect(img.getAttribute('srcset')).toMatch(/\.w320\.webp 320w/);
  });

  it("shows the first thumbnail from the URLs the page's start-up script signed and is downloading, signing none of its files again", async () => {
    const lead = 'conferencias/miniaturas/nueva.jpg';
    mocks.videos = [{ ...videos[1]!, id: 'v3', title: 'Nueva', thumbnailPath: lead, publishedAt: new Date().toISOString() }, ...videos];
    const files = [lead, ...[320, 640, 960, 1280].map((width) => `${lead}.w${width}.webp`)];
    window.earlyPictureUrls = { at: Date.now(), urls: Object.fromEntries(files.map((file) => [file, `https://head.test/${file}?signed`])) };
    const { getUrl } = vi.mocked(await import('aws-amplify/storage'));
    getUrl.mockClear();
    try {
      renderPage();
      const first = await screen.findByRole('img', { name: 'Miniatura de Nueva' });
      expect(first.getAttribute('src')).toMatch(/^https:\/\/head\.test\/conferencias\/miniaturas\/nueva\.jpg/);
      expect(getUrl.mock.calls.filter(([input]) => JSON.stringify(input).includes(lead))).toEqual([]);
    } finally {
      delete window.earlyPictureUrls;
    }
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

  it('reads 24 videos at first and the next page with Cargar más', async () => {
    mocks.videos = Array.from({ length: 30 }, (_, i) => ({
      ...videos[0],
      id: `m${i}`,
      title: `Video ${i}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1, 0, 59 - i)).toISOString(),
    }));
    renderPage();
    const cards = () => document.querySelectorAll('.videos__grid article').length;
    await waitFor(() => expect(cards()).toBe(24));
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Video 0');
    expect(mocks.pageRequests).toEqual([{ tag: null, nextToken: undefined }]);
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(cards()).toBe(30));
    expect(mocks.pageRequests).toEqual([
      { tag: null, nextToken: undefined },
      { tag: null, nextToken: '24' },
    ]);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('reads 8 videos at a time on a phone held upright, where the grid has one column', async () => {
    stubOneColumnWindow();
    try {
      mocks.videos = Array.from({ length: 30 }, (_, i) => ({
        ...videos[0],
        id: `p${i}`,
        title: `Video ${i}`,
        publishedAt: new Date(Date.UTC(2025, 0, 1, 0, 59 - i)).toISOString(),
      }));
      renderPage();
      const cards = () => document.querySelectorAll('.videos__grid article').length;
      await waitFor(() => expect(cards()).toBe(8));
      fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
      await waitFor(() => expect(cards()).toBe(16));
      expect(mocks.pageRequests).toEqual([
        { tag: null, nextToken: undefined },
        { tag: null, nextToken: '8' },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
