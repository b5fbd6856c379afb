import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import { groupsFromPayload, roleFromIdToken, type Role } from './session-role';

export type { Role } from './session-role';

/** The signed-in user as the id token describes them. */
export interface SessionUser {
  sub: string;
  username: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
  groups: string[];
  /** Every claim of the id token, for screens that need more. */
  claims: Record<string, unknown>;
}

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

export interface SessionState {
  role: Role;
  user?: SessionUser;
}

/**
 * The session as read before React's first render (src/main.tsx reads it beside the texts and
 * the screen's code). With it the provider draws the site at once; without it (tests, a
 * provider mounted later) it shows its fallback until its own first check ends.
 */
export const InitialSessionContext = createContext<SessionState | undefined>(undefined);
/** Sessions read before the first render that a provider has started from: a provider mounted later reads anew. */
const startedFrom = new WeakSet<SessionState>();

const GUEST: SessionState = { role: 'GUEST' };

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Role and user from the current tokens: ADMINS in the group list → ADMINS, tokens → USERS,
 * any failure → GUEST. The profile is the token payload merged with the fetched attributes
 * (spec section 3), so a name or avatar changed since the token was issued shows at once.
 * Only the user pool's tokens are read (refreshed when expired): a visitor without them is a
 * guest at once, without waiting for the identity pool's credentials, which the data and
 * storage calls fetch for themselves.
 */
export async function loadSessionState(options: { forceRefresh?: boolean } = {}): Promise<SessionState> {
  try {
    const tokens = await Amplify.getTokens({ forceRefresh: options.forceRefresh });
    const idToken = tokens?.idToken;
    if (!idToken) return GUEST;
    const payload = idToken.payload as Record<string, unknown>;
    let attributes: Record<string, unknown> = {};
    try {
      // The user pool's API (and its error tables) loads only for a signed-in visitor, after
      // the first screen: a guest's page never needs it.
      const { fetchUserAttributes } = await import('aws-amplify/auth');
      attributes = await fetchUserAttributes();
    } catch (error) {
      // The token alone still describes the user well enough for the header.
      console.error('Error al cargar los atributos del usuario:', error);
    }
    const claims = { ...payload, ...attributes };
    const groups = groupsFromPayload(payload);
    const user: SessionUser = {
      sub: str(claims.sub) ?? '',
      username: str(claims['cognito:username']) ?? str(claims.sub) ?? '',
      email: str(claims.email),
      givenName: str(claims.name) ?? str(claims.given_name),
      familyName: str(claims.family_name),
      picture: str(claims.picture),
      groups,
      claims,
    };
    return { role: roleFromIdToken(payload), user };
  } catch {
    return GUEST;
  }
}

const SessionContext = createContext<Session | undefined>(undefined);

/** Loads the session before rendering its children (`fallback` shows meanwhile). Must sit inside the router. */
export function SessionProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const navigate = useNavigate();
  const readBefore = useContext(InitialSessionContext);
  const [initial] = useState(() => (readBefore && !startedFrom.has(readBefore) ? readBefore : undefined));
  const [state, setState] = useState<SessionState>(initial ?? GUEST);
  const [loading, setLoading] = useState(initial === undefined);
  const [ready, setReady] = useState(initial !== undefined);
  // Only the latest load may set the state, so a slow old check cannot undo a newer one.
  const generation = useRef(0);

  const drawn = useRef(initial !== undefined);

  const refresh = useCallback(async (options?: { forceRefresh?: boolean }) => {
    const mine = ++generation.current;
    setLoading(true);
    const next = await loadSessionState(options);
    if (mine !== generation.current) return;
    const apply = () => {
      setState(next);
      setLoading(false);
      setReady(true);
    };
    // The first answer draws the whole site below the provider. As a transition React renders it
    // in slices, handing the main thread back between them, instead of in one long task while the
    // page loads; later answers (sign-in, sign-out) apply at once, for the screens awaiting them.
    if (drawn.current) apply();
    else {
      drawn.current = true;
      startTransition(apply);
    }
  }, []);

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
    // A session read just before the first render needs no second read; auth events still refresh it.
    if (initial && !startedFrom.has(initial)) startedFrom.add(initial);
    else void refresh();
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
  }, [refresh, initial]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    setSigningOutShown(true);
    generation.current++;
    try {
      // aws-amplify revokes the refresh token and removes the local tokens even when revoking fails.
      const { signOut: amplifySignOut } = await import('aws-amplify/auth');
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

  if (!ready) return <>{fallback}</>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
