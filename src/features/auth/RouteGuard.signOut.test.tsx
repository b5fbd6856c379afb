import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Amplify } from 'aws-amplify';
import { SessionProvider, useSession } from '../../lib/session';
import RouteGuard from './RouteGuard';

const auth = { getTokens: vi.fn(), fetchUserAttributes: vi.fn(), signOut: vi.fn() };
vi.mock('aws-amplify/auth', () => ({
  fetchUserAttributes: () => auth.fetchUserAttributes(),
  signOut: () => auth.signOut(),
}));
vi.spyOn(Amplify, 'getTokens').mockImplementation((o) => auth.getTokens(o));

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      salir
    </button>
  );
}

it('signing out on a guarded screen lands on the home page, not on the sign-in screen', async () => {
  let signedIn = true;
  auth.getTokens.mockImplementation(async () => (signedIn ? { idToken: { payload: { sub: 's' } } } : undefined));
  auth.fetchUserAttributes.mockResolvedValue({});
  auth.signOut.mockImplementation(async () => {
    signedIn = false;
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <SignOutButton />
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/', element: <p>inicio</p> },
          { path: '/IniciarSesion', element: <p>iniciar</p> },
          { element: <RouteGuard />, children: [{ path: '/user', element: <p>usuario</p> }] },
        ],
      },
    ],
    { initialEntries: ['/user'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('usuario')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'salir' }));
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(router.state.location.pathname).toBe('/');
  expect(screen.getByText('inicio')).toBeInTheDocument();
});
