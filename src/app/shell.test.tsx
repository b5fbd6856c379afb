import { Suspense, type ComponentType, type ReactElement } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, MemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestI18n } from '../testing/i18n';
import { resetVisitCountForTests } from './layout/footer-data';
import Footer from './layout/Footer';
import { firstScreenDrawn, resetFirstScreenForTests } from '../lib/first-screen';
import { stubIntersectionObserver } from '../testing/intersection';
import { routes, screenAt } from './routes';
import { readFileSync } from 'node:fs';

const dataMock = vi.hoisted(() => ({
  incrementVisits: vi.fn(),
  listParametro: vi.fn(),
}));

vi.mock('../lib/data-client', () => ({
  getDataClient: () => ({
    mutations: { incrementVisits: dataMock.incrementVisits },
    models: { Parametro: { list: dataMock.listParametro } },
  }),
}));

vi.mock('aws-amplify/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('aws-amplify/auth')>()),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
  fetchUserAttributes: vi.fn(async () => ({})),
}));

createTestI18n('es');
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

const SPEC_ROUTES = [
  '/',
  '/conferencias',
  '/galeria',
  '/devocionario',
  '/contacto',
  '/visor-libro',
  '/IniciarSesion',
  '/user',
  '/user/',
  '/user/compras',
  '/user/configuracion',
  '/admin',
  '/admin/configuracion',
  '/admin/banner',
  '/admin/conferencias',
  '/admin/galeria',
  '/admin/libros',
  '/admin/devocionario',
  '/admin/contacto',
  '/admin/mensaje',
];

describe('site shell', () => {
  beforeEach(() => {
    resetVisitCountForTests();
    resetFirstScreenForTests();
    dataMock.incrementVisits.mockReset().mockResolvedValue({ data: 42, errors: undefined });
    dataMock.listParametro.mockReset().mockResolvedValue({
      data: [
        { clave: 'quote', valor: 'Instruye al niño en su camino.' },
        { clave: 'author', valor: 'Proverbios 22:6' },
      ],
      errors: undefined,
    });
  });

  it('mounts a screen for every route of the specification and the 404 page for others', () => {
    const leaf = (path: string) => matchRoutes(routes, path)!.at(-1)!.route;
    for (const path of SPEC_ROUTES) expect(leaf(path).path, path).not.toBe('*');
    for (const path of ['/nada', '/user/otra', '/admin/xyz/1']) expect(leaf(path).path, path).toBe('*');
    // /user and /admin screens sit inside the route guard.
    const guarded = matchRoutes(routes, '/admin/banner')!;
    expect(guarded).toHaveLength(3);
  });

  it('names the screen of a path, whose code and texts can load before it renders', async () => {
    expect(screenAt('/')?.namespaces).toEqual(['home']);
    expect(screenAt('/conferencias')?.namespaces).toEqual(['videos', 'access']);
    expect(screenAt('/admin/banner')?.namespaces).toEqual(['admin']);
    expect(screenAt('/esta/pagina/no/existe')).toBeUndefined();
    // Every namespace named exists in both languages.
    for (const path of SPEC_ROUTES) {
      for (const ns of screenAt(path)?.namespaces ?? []) {
        for (const lng of ['es', 'en']) expect(() => readFileSync(`public/locales/${lng}/${ns}.json`), `${path} ${lng}/${ns}`).not.toThrow();
      }
    }
    const home = screenAt('/')!;
    const first = home.preload();
    expect(home.preload()).toBe(first);
    expect(await first).toHaveProperty('default');
  });

  it('renders a screen whose code was loaded ahead without showing a loading fallback', async () => {
    const visor = screenAt('/visor-libro')!;
    await visor.preload();
    const Visor = (matchRoutes(routes, '/visor-libro')!.at(-1)!.route.element as ReactElement).type as ComponentType;
    render(
      <MemoryRouter>
        <Suspense fallback={<p>cargando pantalla</p>}>
          <Visor />
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.queryByText('cargando pantalla')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toBeInTheDocument();
  });

  it('shows the 404 text and image with the header and the footer', async () => {
    renderAt('/esta/pagina/no/existe');
    expect(await screen.findByText('Lo siento no logramos encontrar la página.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Un libro abierto con un signo de interrogación' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Inicio', '/'],
      ['Galería de Videos', '/conferencias'],
      ['Recursos de Apoyo', '/galeria'],
      ['Devocionario', '/devocionario'],
      ['Contacto', '/contacto'],
    ]);
    expect(screen.getByRole('link', { name: 'Educando en la Fe' })).toHaveAttribute('href', '/');

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2025 Educando en la Fe. Todos los derechos reservados.');
    expect(await screen.findByText('Este sitio ha sido visitado 42 veces.')).toBeInTheDocument();
    expect(await screen.findByText('Instruye al niño en su camino.')).toBeInTheDocument();
    expect(screen.getByText(/Proverbios 22:6/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Formulario de seguimiento de libros' })).toBeInTheDocument();
    expect(dataMock.listParametro).toHaveBeenCalledWith(
      expect.objectContaining({ filter: { or: [{ clave: { eq: 'quote' } }, { clave: { eq: 'author' } }] } }),
    );
  });

  it('reads the footer quote only once the footer comes near the window', async () => {
    const observed = stubIntersectionObserver();
    try {
      renderAt('/no-existe');
      await screen.findByText('Este sitio ha sido visitado 42 veces.');
      expect(dataMock.listParametro).not.toHaveBeenCalled();
      const footer = screen.getByRole('contentinfo');
      act(() => observed.get(footer)!([{ isIntersecting: true }]));
      expect(await screen.findByText('Instruye al niño en su camino.')).toBeInTheDocument();
      expect(dataMock.listParametro).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads the quote and counts the visit only once the screen has drawn its first screen', async () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dataMock.incrementVisits).not.toHaveBeenCalled();
    expect(dataMock.listParametro).not.toHaveBeenCalled();
    act(firstScreenDrawn);
    expect(await screen.findByText('Este sitio ha sido visitado 42 veces.')).toBeInTheDocument();
    expect(await screen.findByText('Instruye al niño en su camino.')).toBeInTheDocument();
    expect(dataMock.incrementVisits).toHaveBeenCalledTimes(1);
  });

  it('counts a page load once, however often the footer mounts', async () => {
    const router = renderAt('/otra-ruta');
    await screen.findByText('Este sitio ha sido visitado 42 veces.');
    await act(() => router.navigate('/tampoco-existe'));
    cleanup();
    renderAt('/y-esta-tampoco');
    await screen.findByText('Este sitio ha sido visitado 42 veces.');
    expect(dataMock.incrementVisits).toHaveBeenCalledTimes(1);
  });

  it('logs a failed visit count to the console and shows no number', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    dataMock.incrementVisits.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAt('/no-existe');
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error al actualizar el contador de visitas:', expect.any(Error)));
    expect(screen.queryByText(/Este sitio ha sido visitado/)).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Todos los derechos reservados.');
    consoleError.mockRestore();
  });

  it('switches the language to English and back', async () => {
    const user = userEvent.setup();
    renderAt('/no-existe');
    await screen.findByText('Lo siento no logramos encontrar la página.');
    await user.click(screen.getByRole('button', { name: 'Inglés' }));
    expect(await screen.findByText('Sorry, we could not find the page.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveTextContent('Video Gallery');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Spanish' }));
    expect(await screen.findByText('Lo siento no logramos encontrar la página.')).toBeInTheDocument();
  });

  it('says "1 vez" for the first visit', async () => {
    dataMock.incrementVisits.mockResolvedValue({ data: 1, errors: undefined });
    renderAt('/no-existe');
    expect(await screen.findByText('Este sitio ha sido visitado 1 vez.')).toBeInTheDocument();
  });

  it('opens the book follow-up form from the footer', async () => {
    renderAt('/no-existe');
    expect(await screen.findByRole('link', { name: 'Formulario de seguimiento de libros' })).toHaveAttribute('href', '/seguimiento-libros');
  });

  it('titles the document after the route, and an open item on top of it', async () => {
    const router = renderAt('/no-existe');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Educando en la Fe'));
    await act(() => router.navigate('/conferencias'));
    await waitFor(() => expect(document.title).toBe('Galería de Videos · Educando en la Fe'));
    await act(() => router.navigate('/GALERIA/'));
    await waitFor(() => expect(document.title).toBe('Recursos de Apoyo · Educando en la Fe'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Educando en la Fe'));
  });

  it('sends a guest from an admin screen to the sign-in page', async () => {
    const router = renderAt('/admin/banner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/IniciarSesion'));
  });
});
