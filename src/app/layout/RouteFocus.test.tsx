import { useEffect, useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import RouteFocus from './RouteFocus';

function Layout() {
  return (
    <>
      <RouteFocus mainId="main" />
      <nav>
        <Link to="/">inicio</Link> <Link to="/contacto">contacto</Link> <Link to="/lento">lento</Link>{' '}
        <Link to="/formulario">formulario</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Página lenta</h1> : <p>cargando</p>;
}

function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Formulario</h1>
      <input ref={field} aria-label="Correo" />
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Inicio</h1> },
          { path: '/contacto', element: <h1>Contacto</h1> },
          { path: '/lento', element: <SlowPage /> },
          { path: '/formulario', element: <FormPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first load, then moves it to the new page heading on every route change', async () => {
    const router = renderRoutes();
    expect(document.body).toHaveFocus();
    await act(() => router.navigate('/contacto'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Contacto' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toHaveFocus();
  });

  it('waits for a heading that shows once the page has loaded', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/lento'));
    expect(await screen.findByRole('heading', { name: 'Página lenta' })).toHaveFocus();
  });

  it('keeps the focus a page gives itself', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/formulario'));
    expect(screen.getByLabelText('Correo')).toHaveFocus();
  });
});
