import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import BootScreen from '../app/BootScreen';
import type { Role } from './session-role';
import { GUEST, loadSessionState, takeFirstSessionCheck, type SessionState, type SessionUser } from './session-check';

export type { Role } from './session-role';
export { loadSessionState, startSessionCheck, type SessionUser } from './session-check';

export interface Session {
  role: Role;
  loading: boolean;
  user?: SessionUser;
  /**
   * Re-reads the session (after sign-in, attribute changes, ...). `forceRefresh` first
   * exchanges the refresh token for new tokens, so claims changed on the server show.
   */
  refresh(options?: { forceRefresh?: boolean }): Promise<void>;
  /** Signs out, sets GUEST, clears the user and goes to /. */
  signOut(): Promise<void>;
  /** True from signOut until the home page shows: route guards wait instead of redirecting. */
  signingOut?: boolean;
}

const SessionContext = createContext<Session | undefined>(undefined);

/** Loads the session before rendering its children (a spinner shows meanwhile). Must sit inside the router. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(GUEST);
  const [loading, setLoading] = useState(true);
  const [ready, setReady] = useState(false);
  // Only the latest load may set the state, so a slow old check cannot undo a newer one.
  const generation = useRef(0);
  const firstAnswered = useRef(false);

  const apply = useCallback(async (load: () => Promise<SessionState>) => {
    const mine = ++generation.current;
    setLoading(true);
    const next = await load();
    if (mine !== generation.current) return;
    const show = () => {
      setState(next);
      setLoading(false);
      setReady(true);
    };
    // The first answer renders the whole page at once; as a transition React renders it in
    // small slices (the boot screen stays meanwhile), so the main thread never blocks for
    // long on a slow phone. Later answers change little and apply at once.
    if (firstAnswered.current) show();
    else {
      firstAnswered.current = true;
      startTransition(show);
    }
  }, []);
  const refresh = useCallback(
    (options?: { forceRefresh?: boolean }) => apply(() => loadSessionState(options)),
    [apply],
  );

  // While signOut runs, it alone decides what happens next (see below).
  const signingOut = useRef(false);
  const [signingOutShown, setSigningOutShown] = useState(false);
  const { pathname } = useLocation();
  // The router applies the move to / in a transition, which can render after the GUEST state;
  // guards keep still until the home page is really shown.
  useEffect(() => {
    if (signingOutShown && !signingOut.current && pathname === '/') setSigningOutShown(false);
  }, [signingOutShown, pathname, state]);

  useEffect(() => {
    void apply(takeFirstSessionCheck);
    return Hub.listen('auth', ({ payload }) => {
      if (signingOut.current) return;
      switch (payload.event) {
        case 'signedIn':
        case 'signedOut':
        case 'tokenRefresh':
        case 'tokenRefresh_failure':
        case 'signInWithRedirect':
          void refresh();
          break;
        default:
          break;
      }
    });
  }, [apply, refresh]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    setSigningOutShown(true);
    generation.current++;
    try {
      // aws-amplify revokes the refresh token and removes the local tokens even when revoking fails.
      await amplifySignOut();
    } catch (error) {
      console.error('Error al cerrar sesión:', error);
    }
    try {
      // Leave the guarded screen first: were the role GUEST while still on /user, the route
      // guard would send the visitor to /IniciarSesion instead of the home page.
      await navigate('/');
    } finally {
      generation.current++;
      setState(GUEST);
      setLoading(false);
      signingOut.current = false;
    }
  }, [navigate]);

  const value = useMemo<Session>(
    () => ({ role: state.role, user: state.user, loading, refresh, signOut, signingOut: signingOutShown }),
    [state, loading, refresh, signOut, signingOutShown],
  );

  if (!ready) return <BootScreen />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
