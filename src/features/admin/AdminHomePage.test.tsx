import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setUpAdminScreenTests } from './testing/harness';
import { createFakeStorage, type FakeStorage } from './testing/fakeStorage';
import { seriousViolations } from '../../testing/axe';
import { visitDay } from '../../../amplify/functions/shared/visit-day';

const state = vi.hoisted(() => ({
  models: {} as Record<string, Record<string, ReturnType<typeof vi.fn>>>,
  storage: null as unknown as FakeStorage,
}));
const listPending = vi.hoisted(() => vi.fn());
vi.mock('../../lib/data-client', () => ({ getDataClient: () => ({ models: state.models }) }));
vi.mock('aws-amplify/storage', async () => (await import('./testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('./shared/imageCodec', async () => import('./testing/fakeCodec'));

import AdminHomePage from './AdminHomePage';

const DAY = 86_400_000;
const today = visitDay();
const daysAgo = (n: number) => visitDay(new Date(Date.now() - n * DAY));
const page = <T,>(data: T[]) => vi.fn().mockResolvedValue({ data, nextToken: null });

const renderAdminScreen = setUpAdminScreenTests();
afterEach(() => vi.useRealTimers());
const complete = (path: string) => [path, ...[320, 640, 960, 1280].map((w) => `${path}.w${w}.webp`)];
beforeEach(() => {
  localStorage.clear();
  state.storage = createFakeStorage([...complete('Banner/a.jpg'), ...complete('libros/portadas/L/tapa.webp')]);
  listPending.mockReset().mockResolvedValue({ data: [], nextToken: null });
  state.models = {
    AccessRequest: { listAccessRequestByStatus: listPending },
    VisitaDiaria: {
      list: page([
        { dia: today, visitas: 12 },
        { dia: daysAgo(1), visitas: 7 },
        { dia: daysAgo(29), visitas: 1 },
        { dia: daysAgo(45), visitas: 500 },
      ]),
    },
    Parametro: { listParametroByClave: vi.fn().mockResolvedValue({ data: [{ clave: 'visitas', valor: '1520' }] }) },
    Conferencia: {
      list: page([
        { id: 'v1', title: 'La oración', views: 40 },
        { id: 'v2', title: 'Los sacramentos', views: 310 },
        { id: 'v3', title: 'El rosario', views: null },
      ]),
    },
    ContactMessage: {
      list: page([
        { id: 'm1', name: 'Ana', message: 'Hola', createdAt: '2025-01-02T10:00:00Z' },
        { id: 'm2', name: 'Luis', message: '¿Tienen libros para niños?', createdAt: new Date().toISOString() },
      ]),
    },
    Compra: { list: page([{ id: 'c1', createdAt: new Date().toISOString() }, { id: 'c2', createdAt: '2001-01-01T00:00:00Z' }]) },
    ConferenciaCompra: { list: page([{ id: 'k1', createdAt: new Date().toISOString() }]) },
  };
});

describe('AdminHomePage', () => {
  it('links to every admin screen', async () => {
    renderAdminScreen(<AdminHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pantallas de administración' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/banner',
      '/admin/conferencias',
      '/admin/galeria',
      '/admin/libros',
      '/admin/devocionario',
      '/admin/contacto',
      '/admin/mensaje',
      '/admin/compras',
      '/admin/solicitudes',
      '/admin/mensajes',
      '/admin/importar-pdf',
      '/admin/configuracion',
    ]);
    expect(screen.getByRole('link', { name: /Mensaje La frase y el autor/ })).toBeInTheDocument();
    for (const link of nav.querySelectorAll('a')) expect(link.textContent).not.toMatch(/home\.links/);
    await screen.findByTestId('visits-today');
  });

  it('shows the site in numbers, each chart with a table that screen readers read', async () => {
    const { container } = renderAdminScreen(<AdminHomePage />);
    expect(await screen.findByTestId('visits-today')).toHaveTextContent('12');
    expect(screen.getByTestId('visits-30')).toHaveTextContent('20');
    expect(screen.getByTestId('visits-total')).toHaveTextContent('1520');
    expect(screen.getByTestId('purchases-month')).toHaveTextContent('2');

    const visits = screen.getByRole('table', { name: 'Visitas por día (últimos 30 días)' });
    const rows = within(visits).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[29]).getByRole('cell')).toHaveTextContent('12');
    expect(within(rows[28]).getByRole('cell')).toHaveTextContent('7');
    expect(within(rows[0]).getByRole('cell')).toHaveTextContent('1');

    const videos = screen.getByRole('table', { name: 'Videos más vistos' });
    expect(within(videos).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Los sacramentos', 'La oración', 'El rosario']);
    expect(within(videos).getAllByRole('cell').map((c) => c.textContent)).toEqual(['310', '40', '0']);

    const purchases = screen.getByRole('table', { name: 'Compras por mes' });
    const months = within(purchases).getAllByRole('row').slice(1);
    expect(months).toHaveLength(12);
    expect(within(months[11]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '1']);

    const messages = screen.getByRole('region', { name: 'Últimos mensajes de contacto' });
    expect(within(messages).getAllByRole('listitem')[0]).toHaveTextContent('Luis');
    expect(within(messages).getByRole('link', { name: 'Ver todos los mensajes' })).toHaveAttribute('href', '/admin/mensajes');
    // The charts are pictures for the eyes only.
    for (const canvasBox of container.querySelectorAll('.admin-chart__canvas')) expect(canvasBox).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousViolations(container)).toEqual([]);
  }, 20_000);

  it('says so when the numbers cannot be loaded, and loads again on request', async () => {
    state.models.VisitaDiaria.list = vi.fn().mockResolvedValue({ data: [], errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<AdminHomePage />);
    expect(await screen.findByText('No se pudo cargar el resumen del sitio.')).toBeInTheDocument();
    state.models.VisitaDiaria.list = page([{ dia: today, visitas: 3 }]);
    screen.getByRole('button', { name: 'Volver a cargar' }).click();
    expect(await screen.findByTestId('visits-today')).toHaveTextContent('3');
  });

  it('shows how many access requests wait for a decision, on the link to them', async () => {
    listPending
      .mockResolvedValueOnce({ data: [{ id: 'a' }, { id: 'b' }], nextToken: 'n' })
      .mockResolvedValueOnce({ data: [{ id: 'c' }], nextToken: null });
    renderAdminScreen(<AdminHomePage />);
    const link = screen.getByRole('link', { name: /Solicitudes Aprobar o rechazar/ });
    expect(await within(link).findByText('3 solicitudes pendientes')).toBeInTheDocument();
    expect(listPending).toHaveBeenCalledWith({ status: 'PENDIENTE' }, expect.objectContaining({ selectionSet: ['id'] }));
  });

  it('makes the renditions an older image lacks, saying so, and says nothing when every image has them', async () => {
    state.storage.objects.set('galeria/public/antigua.png', 'x');
    state.storage.objects.set('galeria/public/antigua.png.w320.webp', 'x');
    const { unmount } = renderAdminScreen(<AdminHomePage />);
    expect(await screen.findByText('Se preparó la versión ligera de 1 imagen, para que cargue rápido en teléfonos.')).toHaveAttribute('role', 'status');
    for (const w of [640, 960, 1280]) expect(state.storage.objects.has(`galeria/public/antigua.png.w${w}.webp`)).toBe(true);
    expect(await seriousViolations(document.body)).toEqual([]);
    unmount();

    const lists = () => state.storage.calls.filter((call) => call.startsWith('list')).length;
    expect(lists()).toBe(6);
    // Every image is whole now: for the next 12 hours this browser does not list the folders again.
    renderAdminScreen(<AdminHomePage />).unmount();
    vi.setSystemTime(Date.now() + 11 * 3_600_000);
    renderAdminScreen(<AdminHomePage />).unmount();
    expect(lists()).toBe(6);
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    renderAdminScreen(<AdminHomePage />);
    // Listed again, nothing lacking: no status, no upload.
    await waitFor(() => expect(lists()).toBe(12));
    expect(screen.queryByText(/versi(ón|ones) ligeras?/)).toBeNull();
    expect(state.storage.calls.filter((call) => call.startsWith('upload'))).toHaveLength(3);
  });

  it('names the images whose renditions could not be made, and looks again on the next visit', async () => {
    state.storage.objects.set('galeria/public/ilegible.png', 'x');
    let downloads = 0;
    state.storage.module.downloadData = ({ path }) => {
      downloads++;
      return { result: Promise.resolve({ path, body: { blob: async () => new File(['?'], 'ilegible.png') } }) };
    };
    renderAdminScreen(<AdminHomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron preparar las versiones ligeras de estas imágenes (se intentará otra vez la próxima vez que abras esta página): galeria/public/ilegible.png',
    );
    cleanup();
    renderAdminScreen(<AdminHomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('galeria/public/ilegible.png');
    expect(downloads).toBe(2);
  });
});
