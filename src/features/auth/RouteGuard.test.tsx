import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/i18n';
import RouteGuard from './RouteGuard';

let role: 'GUEST' | 'USERS' | 'ADMINS' = 'GUEST';
vi.mock('../../lib/session', () => ({ useSession: () => ({ role, loading: false }) }));

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/IniciarSesion" element={<p>pantalla de inicio de sesión</p>} />
      <Route element={<RouteGuard />}>
        <Route path="/user" element={<p>inicio de usuario</p>} />
        <Route path="/user/compras" element={<p>compras</p>} />
        <Route path="/admin" element={<p>inicio de administración</p>} />
        <Route path="/admin/libros" element={<p>libros</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('RouteGuard', () => {
  it.each([
    ['GUEST', '/admin', 'pantalla de inicio de sesión'],
    ['GUEST', '/user/compras', 'pantalla de inicio de sesión'],
    ['USERS', '/admin/libros', 'inicio de usuario'],
    ['USERS', '/user/compras', 'compras'],
    ['ADMINS', '/user', 'inicio de administración'],
    ['ADMINS', '/user/compras', 'inicio de administración'],
    ['ADMINS', '/admin/libros', 'libros'],
  ] as const)('%s on %s sees %s', (who, path, text) => {
    role = who;
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
