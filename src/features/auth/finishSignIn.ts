import { fetchAuthSession } from 'aws-amplify/auth';
import { homePathFor, roleFromIdToken, type Role } from '../../lib/session-role';

/** The role of the session just established, read from the new id token (section 2: role redirect). */
export async function signedInRole(): Promise<Role> {
  const { tokens } = await fetchAuthSession();
  return roleFromIdToken(tokens?.idToken?.payload as Record<string, unknown> | undefined);
}

/** Where to go after signing in: /admin for ADMINS, /user for everyone else. */
export async function signedInHome(): Promise<string> {
  return homePathFor(await signedInRole());
}
