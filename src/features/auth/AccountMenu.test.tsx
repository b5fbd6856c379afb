import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/i18n';
import AccountMenu from './AccountMenu';
import { avatarUrl, DEFAULT_AVATAR } from '../../components/AvatarOptions';

type FakeSession = { role: 'GUEST' | 'USERS' | 'ADMINS'; loading: boolean; user?: Record<string, unknown>; refresh: () => Promise<void>; signOut: ReturnType<typeof vi.fn> };
let session: FakeSession;
vi.mock('../../lib/session', () => ({ useSession: () => session }));

const user = { sub: 's', username: 'u', email: 'ana@example.com', givenName: 'Ana', familyName: 'Pérez', picture: avatarUrl({ ...DEFAULT_AVATAR, seed: 'Pastor' }), groups: [], claims: {} };

function renderMenu(role: FakeSession['role']) {
  session = { role, loading: false, user: role === 'GUEST' ? undefined : user, refresh: async () => {}, signOut: vi.fn() };
  return renderWithProviders(
    <>
      <AccountMenu />
      <p>fuera del menú</p>
      <Routes>
        <Route path="*" element={<output data-testid="location" />} />
        <Route path="/user/compras" element={<output data-testid="location">compras</output>} />
        <Route path="/admin/libros" element={<output data-testid="location">libros</output>} />
      </Routes>
    </>,
  );
}

const menuButton = () => screen.getByRole('button', { name: /Ana Pérez/ });

describe('AccountMenu', () => {
  it('offers "Iniciar sesión" to /user when signed out', () => {
    renderMenu('GUEST');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('button', { name: /Ana/ })).not.toBeInTheDocument();
  });

  it('shows the avatar drawn locally and the full name when signed in', async () => {
    renderMenu('USERS');
    const button = menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The avatar is a lazy chunk.
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    const img = button.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('lists the USERS entries: Mi cuenta, Compras, Configuraciones, then Cerrar sesión', () => {
    renderMenu('USERS');
    fireEvent.click(menuButton());
    const menu = screen.getByRole('menu');
    const groups = within(menu).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Usuario',
      'Sesión',
    ]);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mi cuenta', 'Compras', 'Configuraciones', 'Cerrar sesión']);
    expect(items[0]).toHaveAttribute('href', '/user');
    expect(items[1]).toHaveAttribute('href', '/user/compras');
    expect(items[2]).toHaveAttribute('href', '/user/configuracion');
  });

  it('lists the ADMINS entries with the Administración group and no user Compras', () => {
    renderMenu('ADMINS');
    fireEvent.click(menuButton());
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Mi cuenta',
      'Configuraciones',
      'Banner',
      'Conferencias',
      'Galeria',
      'Libros',
      'Devocionario',
      'Contacto',
      'Mensaje',
      'Compras',
      'Mensajes',
      'Cerrar sesión',
    ]);
    expect(items[0]).toHaveAttribute('href', '/admin');
    expect(items[1]).toHaveAttribute('href', '/admin/configuracion');
    expect(items.slice(2, 11).map((i) => i.getAttribute('href'))).toEqual([
      '/admin/banner',
      '/admin/conferencias',
      '/admin/galeria',
      '/admin/libros',
      '/admin/devocionario',
      '/admin/contacto',
      '/admin/mensaje',
      '/admin/compras',
      '/admin/mensajes',
    ]);
  });

  it('closes on Escape and gives focus back to the button', () => {
    renderMenu('USERS');
    const button = menuButton();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Mi cuenta' }), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', () => {
    renderMenu('USERS');
    fireEvent.click(menuButton());
    fireEvent.mouseDown(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('fuera del menú'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    renderMenu('USERS');
    fireEvent.keyDown(menuButton(), { key: 'ArrowUp' });
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Cerrar sesión')).toHaveFocus();
    fireEvent.keyDown(item('Cerrar sesión'), { key: 'ArrowDown' });
    expect(item('Mi cuenta')).toHaveFocus();
    fireEvent.keyDown(item('Mi cuenta'), { key: 'ArrowUp' });
    expect(item('Cerrar sesión')).toHaveFocus();
    fireEvent.keyDown(item('Cerrar sesión'), { key: 'Home' });
    expect(item('Mi cuenta')).toHaveFocus();
    fireEvent.keyDown(item('Mi cuenta'), { key: 'End' });
    expect(item('Cerrar sesión')).toHaveFocus();
  });

  it('navigates with an entry and closes', () => {
    renderMenu('USERS');
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Compras' }));
    expect(screen.getByTestId('location')).toHaveTextContent('compras');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out from the last entry', async () => {
    renderMenu('ADMINS');
    fireEvent.click(menuButton());
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    });
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });
});
