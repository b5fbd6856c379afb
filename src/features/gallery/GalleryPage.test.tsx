import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { pageOf, type PageOptions } from '../../testing/pages';
import { stubOneColumnWindow } from '../../testing/window-width';
import { isFirstScreenDrawn, resetFirstScreenForTests } from '../../lib/first-screen';
import { seriousViolations } from '../../testing/axe';
import GalleryPage from './GalleryPage';
import { GALLERY_CARDS_PER_PAGE as CARDS_PER_PAGE, GALLERY_GRID } from './galleryGrid';
import { columnsAt } from '../../lib/cardGrid';
import { imageTagEntries, imageTagRecords } from '../../../amplify/data/catalogue-index';

const mocks = vi.hoisted(() => ({
  role: 'GUEST' as 'GUEST' | 'USERS' | 'ADMINS',
  /** The stored images; the fake index queries below answer from them as the server does. */
  images: [] as Array<{
    id: string;
    filePath: string;
    etiquetas: string;
    isPublica: boolean;
    costo: number;
    createdAt: string;
    title?: string;
  }>,
  pageRequests: [] as Array<{ tag: string | null; nextToken?: string }>,
  getMediaUrl: vi.fn(),
  ownedImages: vi.fn(),
  myRequest: vi.fn(),
  requestAccess: vi.fn(),
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
      Imagen: {
        listImagenByCatalogo: async (_key: unknown, options: PageOptions) => {
          mocks.pageRequests.push({ tag: null, nextToken: options.nextToken });
          return pageOf(newestFirst(mocks.images), options);
        },
        get: async ({ id }: { id: string }) => ({ data: mocks.images.find((image) => image.id === id) ?? null }),
      },
      ImagenEtiqueta: {
        listImagenEtiquetaByEtiqueta: async ({ etiqueta }: { etiqueta: string }, options: PageOptions) => {
          mocks.pageRequests.push({ tag: etiqueta, nextToken: options.nextToken });
          const entries = newestFirst(mocks.images)
            .flatMap(imageTagEntries)
            .filter((entry) => entry.etiqueta === etiqueta);
          return pageOf(entries, options);
        },
      },
      Etiqueta: { list: async () => ({ data: imageTagRecords(newestFirst(mocks.images)), nextToken: null }) },
      Compra: { listCompraByUser: mocks.ownedImages },
      ConferenciaCompra: { listConferenciaCompraByUser: async () => ({ data: [], nextToken: null }) },
      AccessRequest: { get: mocks.myRequest },
    },
    queries: { getMediaUrl: mocks.getMediaUrl },
    mutations: { requestAccess: mocks.requestAccess },
  }),
}));

function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const images = [
  {
    id: 'i1',
    filePath: 'galeria/public/arca.png',
    etiquetas: 'Actividad, Niños',
    isPublica: true,
    costo: 0,
    createdAt: '2025-03-01T00:00:00Z',
  },
  { id: 'i2', filePath: 'galeria/private/teoria.png', etiquetas: 'Teoria', isPublica: false, costo: 25, createdAt: '2025-02-01T00:00:00Z' },
  {
    id: 'i3',
    title: 'Sopa de letras',
    filePath: 'galeria/public/sopa.png',
    etiquetas: 'Actividad, Juegos',
    isPublica: true,
    costo: 0,
    createdAt: '2025-01-01T00:00:00Z',
  },
];

// A private card's button is named by the texts it shows, then by what it opens.
const PRIVATE_CARD = 'Imagen con donativo, Donativo: $25.00. Ver imagen: Teoria';
const UNLOCKED_CARD = 'Desbloqueado. Ver imagen: Teoria';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.role = 'GUEST';
  mocks.images = images;
  mocks.pageRequests = [];
  mocks.getMediaUrl.mockReset();
  mocks.ownedImages.mockReset().mockResolvedValue({ data: [], nextToken: null });
  mocks.myRequest.mockReset().mockResolvedValue({ data: null });
  mocks.requestAccess.mockReset();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}
const location = () => screen.getByTestId('location').textContent;

const renderPage = (url = '/galeria') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/galeria" element={<GalleryPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('GalleryPage', () => {
  it('reads 60 images at first and the next page with Cargar más; a tag reads only its own images', async () => {
    const many = Array.from({ length: 72 }, (_, i) => ({
      id: `m${i}`,
      filePath: `galeria/public/hoja-${i}.png`,
      etiquetas: i === 71 ? 'Ultima' : 'Actividad',
      isPublica: true,
      costo: 0,
      createdAt: `2025-01-01T${String(Math.floor((71 - i) / 60)).padStart(2, '0')}:${String((71 - i) % 60).padStart(2, '0')}:00Z`,
    }));
    mocks.images = many;
    renderPage();
    const grid = () => document.querySelectorAll('.gallery__grid > li').length;
    await waitFor(() => expect(grid()).toBe(60));
    expect(mocks.pageRequests).toEqual([{ tag: null, nextToken: undefined }]);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 60');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(grid()).toBe(72));
    expect(mocks.pageRequests).toEqual([
      { tag: null, nextToken: undefined },
      { tag: null, nextToken: '60' },
    ]);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Filtrar por etiqueta' })).getByRole('button', { name: 'Ultima' }));
    await waitFor(() => expect(grid()).toBe(1));
    expect(mocks.pageRequests.at(-1)).toEqual({ tag: 'ultima', nextToken: undefined });
    expect(screen.getByRole('button', { name: 'Ver imagen: Ultima' })).toBeInTheDocument();
  }, 20_000);

  it('reads whole rows of cards at every window width beyond a phone held upright', () => {
    for (let width = 480; width <= 1920; width += 1) {
      const columns = columnsAt(GALLERY_GRID, width);
      expect(CARDS_PER_PAGE.wider % columns, `${columns} columns at ${width} px`).toBe(0);
    }
    expect(columnsAt(GALLERY_GRID, 1366)).toBe(5);
  });

  it('reads 12 images at a time on a phone held upright, where the grid has one column', async () => {
    stubOneColumnWindow();
    try {
      mocks.images = Array.from({ length: 30 }, (_, i) => ({
        id: `p${i}`,
        filePath: `galeria/public/hoja-${i}.png`,
        etiquetas: 'Actividad',
        isPublica: true,
        costo: 0,
        createdAt: `2025-01-01T00:${String(59 - i).padStart(2, '0')}:00Z`,
      }));
      renderPage();
      const grid = () => document.querySelectorAll('.gallery__grid > li').length;
      await waitFor(() => expect(grid()).toBe(12));
      expect(screen.getByRole('status')).toHaveTextContent('Mostrando 12');
      fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
      await waitFor(() => expect(grid()).toBe(24));
      expect(mocks.pageRequests).toEqual([
        { tag: null, nextToken: undefined },
        { tag: null, nextToken: '12' },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);

  it('asks at once and first only for the first public picture of the first rows, which a phone shows on arrival', async () => {
    // Two private pictures, then a public one: the third card, beyond a phone's first rows (2 cards), within a tablet's (8).
    mocks.images = [0, 1, 2].map((i) => ({
      id: `l${i}`,
      filePath: `galeria/${i === 2 ? 'public' : 'private'}/hoja-${i}.png`,
      etiquetas: 'Actividad',
      isPublica: i === 2,
      costo: 10,
      createdAt: `2025-01-0${3 - i}T00:00:00Z`,
    }));
    const picture = async () => {
      await waitFor(() => expect(document.querySelector('img.gallery-card__image')).not.toBeNull());
      return document.querySelector('img.gallery-card__image')!;
    };
    // The width the grid's rows are counted in (cardsInFirstRows).
    const documentWide = (width: number) =>
      Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => width });
    try {
      documentWide(412);
      resetFirstScreenForTests();
      const phone = renderPage();
      expect(await picture()).toHaveAttribute('loading', 'lazy');
      expect(await picture()).not.toHaveAttribute('fetchpriority');
      // Without a lead, the first screen is drawn with the cards.
      expect(isFirstScreenDrawn()).toBe(true);
      phone.unmount();
      documentWide(1024);
      resetFirstScreenForTests();
      renderPage();
      expect(await picture()).toHaveAttribute('loading', 'eager');
      expect(await picture()).toHaveAttribute('fetchpriority', 'high');
      // With one, once its picture is on screen.
      expect(isFirstScreenDrawn()).toBe(false);
    } finally {
      Reflect.deleteProperty(document.documentElement, 'clientWidth');
    }
  });

  it('shows the title, tag chips and filters by tag', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actividades sugeridas y Teoria');
    await screen.findByRole('button', { name: 'Ver imagen: Actividad, Niños' });
    expect(await screen.findByAltText('Imagen de la galería: Actividad, Niños')).toHaveAttribute(
      'src',
      'https://media.test/galeria/public/arca.png',
    );
    expect(screen.getAllByRole('list', { name: 'Etiquetas' })[0]).toHaveTextContent('ActividadNiños');
    const filter = screen.getByRole('group', { name: 'Filtrar por etiqueta' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Teoria' }));
    expect(await screen.findByRole('button', { name: PRIVATE_CARD })).toHaveTextContent('Donativo: $25.00');
    expect(screen.queryByRole('button', { name: 'Ver imagen: Actividad, Niños' })).toBeNull();
  });

  it('shows a guest the access panel with the spec sentence, the donation and a sign-in link back to the image', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: PRIVATE_CARD }));
    const panel = await screen.findByRole('dialog', { name: 'Imagen con donativo: Teoria' });
    expect(panel).toHaveTextContent('Esta imagen requiere un donativo para verla.');
    expect(panel).toHaveTextContent('Donativo: $25.00');
    // Never the private object: a placeholder stands for it.
    expect(within(panel).getByRole('img', { name: 'Imagen privada: se ve al obtener acceso' }).tagName).toBe('SPAN');
    expect(panel.querySelector('img')).toBeNull();
    const signIn = within(panel).getByRole('link', { name: 'Iniciar sesión para solicitar acceso' });
    expect(signIn).toHaveAttribute('href', '/IniciarSesion?volver=%2Fgaleria%3Fimagen%3Di2');
    expect(mocks.getMediaUrl).not.toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
    // The dialog listens for Escape from an effect: let it run before pressing the key.
    await act(async () => {});
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the image a link names (?imagen=ID) once the list loads, then drops the parameter', async () => {
    renderPage('/galeria?imagen=i2');
    expect(await screen.findByRole('dialog', { name: 'Imagen con donativo: Teoria' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/galeria'));
  });

  it('shows a user the request form when the server refuses the image, and sends the request', async () => {
    mocks.role = 'USERS';
    mocks.getMediaUrl.mockResolvedValue({
      data: null,
      errors: [{ message: 'PURCHASE_REQUIRED: this image needs a purchase or donation', errorType: 'Lambda:Unhandled' }],
    });
    mocks.requestAccess.mockResolvedValue({
      data: { id: 'r1', kind: 'IMAGEN', itemId: 'i2', status: 'PENDIENTE', requestedAt: '2025-05-01T10:00:00Z' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: PRIVATE_CARD }));
    const panel = await screen.findByRole('dialog', { name: 'Imagen con donativo: Teoria' });
    await waitFor(() => expect(mocks.myRequest).toHaveBeenCalledWith({ id: 'sub-ana_IMAGEN_i2' }, { authMode: 'userPool' }));
    fireEvent.change(await within(panel).findByLabelText('Referencia de pago (opcional)'), { target: { value: 'DEP-1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Solicitar acceso' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Solicitud enviada.');
    expect(mocks.requestAccess).toHaveBeenCalledWith(
      { kind: 'IMAGEN', itemId: 'i2', message: null, reference: 'DEP-1' },
      { authMode: 'userPool' },
    );
  });

  it("shows an image the user holds as 'Desbloqueado', without padlock or price, and opens it", async () => {
    mocks.role = 'USERS';
    mocks.ownedImages.mockResolvedValue({ data: [{ id: 'c1', imagenId: 'i2' }], nextToken: null });
    renderPage();
    const card = await screen.findByRole('button', { name: UNLOCKED_CARD });
    await waitFor(() => expect(card).toHaveTextContent('Desbloqueado'));
    expect(card).not.toHaveTextContent('Donativo');
    expect(card).not.toHaveTextContent('Imagen con donativo');
    expect(mocks.ownedImages).toHaveBeenCalledWith({ userId: 'sub-ana' }, expect.objectContaining({ authMode: 'userPool' }));
    mocks.getMediaUrl.mockResolvedValueOnce({ data: { url: 'https://signed.test/teoria.png', expiresAt: '2030-01-01T00:00:00Z' } });
    fireEvent.click(card);
    expect(within(await screen.findByRole('dialog')).getByRole('img')).toHaveAttribute('src', 'https://signed.test/teoria.png');
  });

  it('shows every private image unlocked to ADMINS without reading purchases', async () => {
    mocks.role = 'ADMINS';
    renderPage();
    expect(await screen.findByRole('button', { name: UNLOCKED_CARD })).toHaveTextContent('Desbloqueado');
    expect(mocks.ownedImages).not.toHaveBeenCalled();
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

  it('keeps the open image in the address: a link opens it, closing goes back, the caption shows title and tags', async () => {
    renderPage('/galeria?imagen=i3');
    const dialog = await screen.findByRole('dialog', { name: 'Sopa de letras' });
    expect(within(dialog).getByRole('img', { name: 'Sopa de letras' })).toHaveAttribute(
      'src',
      'https://media.test/galeria/public/sopa.png',
    );
    expect(within(dialog).getByText('Sopa de letras', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('ActividadJuegos');
    expect(within(dialog).getByText('Imagen 3 de 3')).toBeInTheDocument();
    // The tab (and a bookmark, and a shared link) names the open image (set by an effect after the dialog renders).
    await waitFor(() => expect(document.title).toBe('Sopa de letras · Educando en la Fe'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar imagen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/galeria');
    expect(document.title).toBe('Educando en la Fe');

    // Opened from its card, the image is a new history entry: closing returns to the one before.
    fireEvent.click(screen.getByRole('button', { name: 'Ver imagen: Actividad, Niños' }));
    expect(await screen.findByRole('dialog', { name: 'Imagen' })).toBeInTheDocument();
    expect(location()).toBe('/galeria?imagen=i1');
    await act(async () => {}); // the viewer's Escape listener is set by an effect
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/galeria'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('walks the images of the current tag filter with the buttons, the arrow keys and swipes', async () => {
    renderPage();
    const filter = await screen.findByRole('group', { name: 'Filtrar por etiqueta' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Actividad' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ver imagen: Actividad, Niños' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Imagen 1 de 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Imagen anterior' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
    // The private image (tag Teoria) is not in the filter: the next one is i3.
    expect(await within(dialog).findByText('Imagen 2 de 2')).toBeInTheDocument();
    expect(location()).toBe('/galeria?imagen=i3');
    expect(within(dialog).getByRole('button', { name: 'Imagen siguiente' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(await within(dialog).findByText('Imagen 1 de 2')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(await within(dialog).findByText('Imagen 2 de 2')).toBeInTheDocument();
    const stage = dialog.querySelector('.image-viewer__stage')!;
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 260, clientY: 210 });
    expect(await within(dialog).findByText('Imagen 1 de 2')).toBeInTheDocument();
    expect(location()).toBe('/galeria?imagen=i1');
  });

  it('shows a private image the visitor may not see as a notice inside the viewer when walked to', async () => {
    renderPage('/galeria?imagen=i1');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta imagen requiere un donativo para verla.');
    expect(within(dialog).queryByRole('button', { name: 'Descargar' })).toBeNull();
    expect(within(dialog).getByText('Imagen 2 de 3')).toBeInTheDocument();
  });

  it('answers a linked private image with the access panel for a guest, and leaves the address', async () => {
    renderPage('/galeria?imagen=i2');
    const panel = await screen.findByRole('dialog', { name: 'Imagen con donativo: Teoria' });
    expect(within(panel).getByText('Esta imagen requiere un donativo para verla.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/galeria'));
    expect(screen.queryByRole('img', { name: /Teoria/ })).toBeNull();
  });

  it('says when the linked image does not exist', async () => {
    renderPage('/galeria?imagen=nada');
    expect(await screen.findByText('No encontramos la imagen del enlace.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/galeria'));
  });

  it('keeps the close button visible on a touch screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    renderPage('/galeria?imagen=i1');
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(5000));
    expect(within(dialog).getByRole('button', { name: 'Cerrar imagen' })).toHaveAttribute('data-visible', 'true');
    vi.unstubAllGlobals();
  });

  it('downloads the image under its file name', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const fetchMock = vi.fn(async () => new Response(bytes, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:local/1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage('/galeria?imagen=i3');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith('https://media.test/galeria/public/sopa.png', { cache: 'no-store' });
    expect(clicks[0].download).toBe('sopa.png');
    expect(clicks[0].href).toBe('blob:local/1');
    expect(new Uint8Array(await created[0].arrayBuffer())).toEqual(bytes);
    vi.unstubAllGlobals();
  });

  it('prints the image alone', async () => {
    let atPrint: { classes: string; images: string[]; hidden: boolean } | undefined;
    vi.spyOn(window, 'print').mockImplementation(() => {
      atPrint = {
        classes: document.documentElement.className,
        images: [...document.querySelectorAll<HTMLImageElement>('.print-one-image img')].map((img) => img.src),
        hidden: document.body.lastElementChild?.className === 'print-one-image',
      };
    });
    renderPage('/galeria?imagen=i3');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(atPrint).toEqual({ classes: 'printing-one-image', images: ['https://media.test/galeria/public/sopa.png'], hidden: true });
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.print-one-image')).toBeNull();
    expect(document.documentElement.className).toBe('');
  });

  it('shares the link to the image and has no accessibility violations', { timeout: 20_000 }, async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderPage('/galeria?imagen=i3');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    expect(within(dialog).getByRole('textbox', { name: 'Enlace' })).toHaveValue(`${window.location.origin}/galeria?imagen=i3`);
    expect(await seriousViolations(dialog)).toEqual([]);
    vi.unstubAllGlobals();
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
