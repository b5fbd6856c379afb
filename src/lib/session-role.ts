// The session role of the specification (section 4): ADMINS when the id token's group
// list holds ADMINS, USERS for any other signed-in user, GUEST when no tokens load.
export type Role = 'GUEST' | 'USERS' | 'ADMINS';

export const ADMINS_GROUP = 'ADMINS';

/** Reads cognito:groups from an id-token payload; Cognito omits the claim when the user has no group. */
export function groupsFromPayload(payload: Record<string, unknown> | undefined): string[] {
  const groups = payload?.['cognito:groups'];
  if (Array.isArray(groups)) return groups.filter((g): g is string => typeof g === 'string');
  // Some issuers put a single group as a string.
  if (typeof groups === 'string' && groups) return [groups];
  return [];
}

export function roleFromIdToken(payload: Record<string, unknown> | undefined): Role {
  if (!payload) return 'GUEST';
  return groupsFromPayload(payload).includes(ADMINS_GROUP) ? 'ADMINS' : 'USERS';
}

/** Where the account area of a role lives ('Mi cuenta', the redirect after signing in). */
export function homePathFor(role: Role): string {
  return role === 'ADMINS' ? '/admin' : '/user';
}
