import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Hub } from 'aws-amplify/utils';
import { Amplify } from 'aws-amplify';
import { InitialSessionContext, loadSessionState, SessionProvider, useSession, type SessionState } from './session';

const auth = { getTokens: vi.fn(), fetchUserAttributes: vi.fn(), signOut: vi.fn() };
vi.mock('aws-amplify/auth', () => ({
  fetchUserAttributes: () => auth.fetchUserAttributes(),
  signOut: () => auth.signOut(),
}));
vi.spyOn(Amplify, 'getTokens').mockImplementation((o) => auth.getTokens(o));

const tokens = (payload: Record<string, unknown>) => ({ idToken: { payload } });

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="role">{session.role}</p>
      <p data-testid="name">{session.user ? `${session.user.givenName ?? ''} ${session.user.familyName ?? ''}`.trim() : 'none'}</p>
      <button type="button" onClick={() => void session.signOut()}>
        salir
      </button>
    </div>
  );
}

function renderSession(path = '/user', initial?: SessionState) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <InitialSessionContext.Provider value={initial}>
            <SessionProvider>
              <Probe />
            </SessionProvider>
          </InitialSessionContext.Provider>
        ),
        children: [
          { path: '/', element: null },
          { path: '/user', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SessionProvider', () => {
  beforeEach(() => {
    Object.values(auth).forEach((fn) => fn.mockReset());
    auth.fetchUserAttributes.mockResolvedValue({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders nothing of the app until the first check ends, then the role from cognito:groups', async () => {
    let resolve!: (v: unknown) => void;
    auth.getTokens.mockReturnValue(new Promise((r) => (resolve = r)));
    renderSession();
    expect(screen.queryByTestId('role')).not.toBeInTheDocument();
    await act(async () => resolve(tokens({ sub: 's', 'cognito:groups': ['ADMINS'], name: 'Ana' })));
    expect(screen.getByTestId('role')).toHaveTextContent('ADMINS');
  });

  it('is USERS without the ADMINS group and merges the fetched attributes over the token', async () => {
    auth.getTokens.mockResolvedValue(tokens({ sub: 's', name: 'Viejo' }));
    auth.fetchUserAttributes.mockResolvedValue({ name: 'Nuevo', family_name: 'Apellido' });
    renderSession();
    expect(await screen.findByText('USERS')).toBeInTheDocument();
    expect(screen.getByTestId('name')).toHaveTextContent('Nuevo Apellido');
  });

  it('is GUEST without tokens or when loading fails', async () => {
    auth.getTokens.mockRejectedValue(new Error('network'));
    renderSession();
    expect(await screen.findByText('GUEST')).toBeInTheDocument();
  });

  it('draws at once with the session read before the first render, and reads it again only on auth events', async () => {
    auth.getTokens.mockResolvedValue(tokens({ sub: 's', 'cognito:groups': ['ADMINS'], name: 'Ana', family_name: 'Ruiz' }));
    const initial = await loadSessionState();
    auth.getTokens.mockClear();
    auth.fetchUserAttributes.mockClear();
    renderSession('/user', initial);
    // In the first render: no fallback in between.
    expect(screen.getByTestId('role')).toHaveTextContent('ADMINS');
    expect(screen.getByTestId('name')).toHaveTextContent('Ana Ruiz');
    await act(async () => undefined);
    expect(auth.getTokens).not.toHaveBeenCalled();
    expect(auth.fetchUserAttributes).not.toHaveBeenCalled();

    auth.getTokens.mockResolvedValue(undefined);
    await act(async () => {
      Hub.dispatch('auth', { event: 'signedOut', data: {} as never }, 'Auth', Symbol.for('amplify_default'));
    });
    expect(await screen.findByText('GUEST')).toBeInTheDocument();
  });

  it('reads the session anew when a provider mounts later with the same early answer', async () => {
    const initial = { role: 'ADMINS' as const };
    auth.getTokens.mockResolvedValue(undefined);
    renderSession('/user', initial);
    expect(screen.getByTestId('role')).toHaveTextContent('ADMINS');
    await act(async () => undefined);
    cleanup();
    // Signed out since: a provider mounted again must not start from the old answer.
    renderSession('/user', initial);
    expect(screen.queryByTestId('role')).not.toBeInTheDocument();
    expect(await screen.findByText('GUEST')).toBeInTheDocument();
  });

  it('re-checks on auth events', async () => {
    auth.getTokens.mockResolvedValue(undefined);
    renderSession();
    expect(await screen.findByText('GUEST')).toBeInTheDocument();
    auth.getTokens.mockResolvedValue(tokens({ sub: 's' }));
    await act(async () => {
      Hub.dispatch('auth', { event: 'signedIn', data: {} as never }, 'Auth', Symbol.for('amplify_default'));
    });
    expect(await screen.findByText('USERS')).toBeInTheDocument();
  });

  it('signs out to / as GUEST with no user, even when revoking fails', async () => {
    auth.getTokens.mockResolvedValue(tokens({ sub: 's', name: 'Ana' }));
    auth.signOut.mockRejectedValue(new Error('offline'));
    const router = renderSession('/user');
    expect(await screen.findByText('USERS')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'salir' }));
    });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('role')).toHaveTextContent('GUEST');
    expect(screen.getByTestId('name')).toHaveTextContent('none');
    expect(router.state.location.pathname).toBe('/');
  });
});
