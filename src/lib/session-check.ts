// The session check of specification section 4, without React: main.tsx starts it before
// the rest of the app has downloaded, and SessionProvider (session.tsx) takes its answer.
import { fetchAuthSession, fetchUserAttributes } from 'aws-amplify/auth';
import { groupsFromPayload, roleFromIdToken, type Role } from './session-role';

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

export interface SessionState {
  role: Role;
  user?: SessionUser;
}

export const GUEST: SessionState = { role: 'GUEST' };

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Role and user from the current tokens: ADMINS in the group list → ADMINS, tokens → USERS,
 * any failure → GUEST. The profile is the token payload merged with the fetched attributes
 * (spec section 3), so a name or avatar changed since the token was issued shows at once.
 */
export async function loadSessionState(options: { forceRefresh?: boolean } = {}): Promise<SessionState> {
  try {
    const { tokens } = await fetchAuthSession({ forceRefresh: options.forceRefresh });
    const idToken = tokens?.idToken;
    if (!idToken) return GUEST;
    const payload = idToken.payload as Record<string, unknown>;
    let attributes: Record<string, unknown> = {};
    try {
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

let firstCheck: Promise<SessionState> | undefined;

/**
 * Starts the page load's first session check before React renders, so it overlaps with
 * the rest of the start-up; SessionProvider then waits for this check instead of starting
 * its own. Loads that need the visitor's credentials can wait for it too, and then reuse
 * the credentials it obtained rather than each asking Cognito for new ones.
 */
export function startSessionCheck(): Promise<unknown> {
  firstCheck ??= loadSessionState();
  return firstCheck;
}

/**
 * Holds the first check's answer until `ready` settles too (the first screen's code and
 * texts), so the page then renders whole in one go instead of in several steps, each
 * revealed after a spinner (React paces those reveals, which delays the largest image).
 */
export function holdFirstSessionCheckUntil(ready: Promise<unknown>): void {
  if (!firstCheck) return;
  firstCheck = firstCheck.then(async (state) => {
    await ready.catch(() => undefined);
    return state;
  });
}

/** The check startSessionCheck began (used once), or a new one. */
export function takeFirstSessionCheck(): Promise<SessionState> {
  const early = firstCheck;
  firstCheck = undefined;
  return early ?? loadSessionState();
}

